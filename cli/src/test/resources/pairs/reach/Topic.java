package pairs.reach;

/** A topic by name: a class of the library's own, built by its public constructor. */
public final class Topic {
    private final String name;

    public Topic(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }
}
