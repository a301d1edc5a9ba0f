package dev.provingground.diff.builders;

import java.util.List;

/**
 * As Prometheus' {@code Collector}: an abstract type with no factory of its own; the library makes its objects by the
 * builders of the classes of its package ({@link Gauge#build()}). A do-nothing source names nothing.
 */
public abstract class Source {
    public abstract List<String> names();
}
