package dev.provingground.headers;

/** Known-bad: the merged path with {@code n * 4 / 3 + 1} computed in int and not clamped: negative for large n. */
public final class IntCapacityHeaders extends MergedArrayPath {

    public IntCapacityHeaders(HeadersSetup setup) {
        super(setup);
    }

    @Override
    public int mapCapacityForSize(int n) {
        return n <= 0 ? 1 : n * 4 / 3 + 1;
    }
}
