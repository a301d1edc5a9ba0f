package dev.provingground.headers;

/**
 * The response keeps the headers in two arrays; every field is final, so a response published
 * through a data race is seen complete or not at all (JLS 17.5).
 */
public final class ArrayResponse implements GatewayResponse {

    private final String[] names;
    private final String[] values;
    private final int count;

    public ArrayResponse(String[] names, String[] values, int count) {
        this.names = names;
        this.values = values;
        this.count = count;
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
