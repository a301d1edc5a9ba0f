package dev.provingground.headers;

/**
 * Known-bad: the PR's idea taken one step further, the response object and its arrays recycled:
 * every {@code respond} refills the same response in place instead of allocating one. A response
 * handed to another thread is then rewritten under it by the next {@code respond}: it answers half
 * from one set of headers and half from the next.
 */
public final class RecycledResponseHeaders extends MergedArrayPath {

    private final RecycledResponse recycled = new RecycledResponse();

    public RecycledResponseHeaders(HeadersSetup setup) {
        super(setup);
    }

    @Override
    protected GatewayResponse response(String[] names, String[] values, int n) {
        recycled.refill(names, values, n);
        return recycled;
    }

    static final class RecycledResponse implements GatewayResponse {
        private String[] names = new String[0];
        private String[] values = new String[0];
        private int count;

        void refill(String[] newNames, String[] newValues, int n) {
            if (names.length < n) {
                names = new String[n];
                values = new String[n];
            }
            count = n;
            for (int i = 0; i < n; i++) {
                names[i] = newNames[i];
                values[i] = newValues[i];
            }
        }

        @Override
        public String getHeaderValue(String name) {
            for (int i = 0; i < count; i++) {
                if (name.equalsIgnoreCase(names[i])) return values[i];
            }
            return null;
        }

        @Override
        public int headerCount() {
            return count;
        }
    }
}
