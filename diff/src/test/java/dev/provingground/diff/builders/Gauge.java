package dev.provingground.diff.builders;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** A source made only by its builder, which needs a name ({@code Gauge.build().name("a").create()}). */
public final class Gauge extends Source {
    private static final Set<String> GLOBAL = ConcurrentHashMap.newKeySet();

    private final String name;

    private Gauge(String name) {
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
        private String help = "";

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder help(String help) {
            this.help = help;
            return this;
        }

        /** Takes several names, so no one value is typical: no step. */
        public Builder labels(String... labels) {
            return this;
        }

        public Gauge create() {
            if (name == null || name.isEmpty()) throw new IllegalStateException("a gauge needs a name");
            return new Gauge(name);
        }

        /** As Prometheus' {@code register()}: makes one and registers it globally, so no name can be made twice. */
        public Gauge apply() {
            Gauge g = create();
            if (!GLOBAL.add(g.name)) throw new IllegalArgumentException("already registered: " + g.name);
            return g;
        }
    }
}
