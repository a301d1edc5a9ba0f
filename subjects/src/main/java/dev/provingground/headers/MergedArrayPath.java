package dev.provingground.headers;

import java.util.HashMap;
import java.util.Map;

/**
 * The PR as merged: the response takes the headers straight into two arrays
 * ({@code populateLowerCaseHeaders}, names lowercased with Locale.ROOT, arguments checked) and
 * decodes the owner-full-name value in place; {@code mapCapacityForSize} computes {@code n * 4 / 3 + 1}
 * in long and clamps it; the replica status map is presized to 6 (threshold 4).
 *
 * <p>The protected methods are the places the known-bad variants change, one each.
 */
public class MergedArrayPath implements HeaderPath {

    public MergedArrayPath(HeadersSetup setup) {}

    @Override
    public HeaderStore newHeaders() {
        return new CaseInsensitiveHeaders();
    }

    @Override
    public GatewayResponse respond(HeaderStore headers) {
        int n = headers.size();
        String[] names = new String[n];
        String[] values = new String[n];
        headers.populateLowerCaseHeaders(names, values);
        decodeInPlace(names, values, n, headers);
        return response(names, values, n);
    }

    /** URL-decodes the owner-full-name value in the array, in place. */
    protected void decodeInPlace(String[] names, String[] values, int n, HeaderStore headers) {
        for (int i = 0; i < n; i++) {
            if (isOwnerFullName(names[i], headers)) {
                values[i] = HeaderPath.urlDecode(values[i]);
                break;
            }
        }
    }

    /** The lowercased name is compared with the lowercase constant. */
    protected boolean isOwnerFullName(String lowerCaseName, HeaderStore headers) {
        return OWNER_FULL_NAME.equals(lowerCaseName);
    }

    protected GatewayResponse response(String[] names, String[] values, int n) {
        return new ArrayResponse(names, values, n);
    }

    @Override
    public int mapCapacityForSize(int n) {
        if (n <= 0) return 1;
        long capacity = (long) n * 4 / 3 + 1;
        return capacity >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) capacity;
    }

    @Override
    public Map<String, String> newReplicaStatusMap() {
        return new HashMap<>(6);
    }
}
