package dev.provingground.diff.builders;

import java.util.List;

/** A source its package keeps to itself, with a builder of its own: no test elsewhere can call it, so it makes none. */
final class Hidden extends Source {
    public static StringBuilder build() {
        return new StringBuilder();
    }

    @Override
    public List<String> names() {
        return List.of();
    }
}
