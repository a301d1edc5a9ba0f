package pairs.reach;

/** A handle a registry hands out ({@link Meters#counter}): the calls that race are its own, not the registry's. */
public interface Counter {
    void increment();

    long count();
}
