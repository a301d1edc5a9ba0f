package pairs.factory;

/** A pattern over names, made by the library's own factory: a do-nothing one names no key. */
public interface Pattern {
    String name();

    boolean matches(String name);

    static Pattern exact(String name) {
        return new Exact(name);
    }
}

final class Exact implements Pattern {
    private final String name;

    Exact(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean matches(String other) {
        return name.equals(other);
    }
}
