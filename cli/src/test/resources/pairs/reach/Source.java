package pairs.reach;

/**
 * A named source of values, as Spring's PropertySource: an abstract class whose only constructor takes its name, and
 * whose equality is its name's.
 */
public abstract class Source {
    private final String name;

    protected Source(String name) {
        this.name = name;
    }

    public String getName() {
        return name;
    }

    public abstract Object value(String key);

    @Override
    public boolean equals(Object other) {
        return other instanceof Source s && s.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }
}
