package pairs.builder;

import java.util.List;

/** A source made only by its builder, which needs a name ({@code Counter.build().name("a").create()}). */
public final class Counter extends Source {
    private final String name;

    private Counter(String name) {
        this.name = name;
    }

    public static Builder build() {
        return new Builder();
    }

    @Override
    public List<String> names() {
        return List.of(name);
    }

    public static final class Builder {
        private String name;

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Counter create() {
            if (name == null) throw new IllegalStateException("a counter needs a name");
            return new Counter(name);
        }
    }
}
