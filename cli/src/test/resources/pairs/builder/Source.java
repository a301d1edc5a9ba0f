package pairs.builder;

import java.util.List;

/**
 * What a registry holds, as Prometheus' {@code Collector}: an abstract class with no factory; the library makes its
 * objects by a builder ({@link Counter#build()}). A do-nothing source names nothing.
 */
public abstract class Source {
    public abstract List<String> names();
}
