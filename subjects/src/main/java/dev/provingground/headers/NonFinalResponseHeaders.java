package dev.provingground.headers;

/**
 * Known-bad: the merged path whose response keeps its arrays and count in non-final fields. Published
 * through a data race, such a response may be seen with its count set and its arrays not yet there
 * (JLS 17.5 guarantees nothing without final).
 */
public final class NonFinalResponseHeaders extends MergedArrayPath {

    public NonFinalResponseHeaders(HeadersSetup setup) {
        super(setup);
    }

    @Override
    protected GatewayResponse response(String[] names, String[] values, int n) {
        return new MutableResponse(names, values, n);
    }

    static final class MutableResponse implements GatewayResponse {
        private int count;
        private String[] names;
        private String[] values;

        MutableResponse(String[] names, String[] values, int count) {
            this.count = count;
            this.names = names;
            this.values = values;
        }

        @Override
        public String getHeaderValue(String name) {
            for (int i = 0; i < count; i++) {
                if (names[i].equalsIgnoreCase(name)) return values[i];
            }
            return null;
        }

        @Override
        public int headerCount() {
            return count;
        }
    }
}
