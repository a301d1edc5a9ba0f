package pairs.reach;

/**
 * A template method: the public {@code write} is the superclass's, the state it changes is kept by the
 * protected hook {@code append} each subclass overrides. A PR that changes only the hook changes what
 * {@code write} does.
 */
public abstract class Journal {

    public void write(int entry) {
        if (entry >= 0) append(entry);
    }

    protected abstract void append(int entry);

    public abstract int entries();
}
