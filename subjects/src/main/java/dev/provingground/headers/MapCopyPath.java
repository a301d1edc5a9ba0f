package dev.provingground.headers;

import java.util.HashMap;
import java.util.Map;

/**
 * Before the PR: the response copies the headers into a new HashMap (names as they arrived), decodes
 * the owner-full-name value with {@code computeIfPresent(OWNER_FULL_NAME, ...)}, and keeps the map's
 * entries in arrays. The decode matches the lowercase constant against names as they arrived, so an
 * owner header sent as {@code X-MS-ALT-CONTENT-PATH} stays encoded (finding F7). Maps were sized the
 * old way, {@code new HashMap<>(n)}. (populateLowerCaseHeaders did not exist; the store is shared.)
 */
public final class MapCopyPath implements HeaderPath {

    public MapCopyPath(HeadersSetup setup) {}

    @Override
    public HeaderStore newHeaders() {
        return new CaseInsensitiveHeaders();
    }

    @Override
    public GatewayResponse respond(HeaderStore headers) {
        Map<String, String> map = ((CaseInsensitiveHeaders) headers).toMap();
        map.computeIfPresent(OWNER_FULL_NAME, (k, v) -> HeaderPath.urlDecode(v));
        String[] names = new String[map.size()];
        String[] values = new String[map.size()];
        int i = 0;
        for (Map.Entry<String, String> e : map.entrySet()) {
            names[i] = e.getKey();
            values[i] = e.getValue();
            i++;
        }
        return new ArrayResponse(names, values, i);
    }

    @Override
    public int mapCapacityForSize(int n) {
        return Math.max(n, 0); // new HashMap<>(headers.size())
    }

    @Override
    public Map<String, String> newReplicaStatusMap() {
        return new HashMap<>();
    }
}
