package dev.provingground.headers;

import java.util.HashMap;
import java.util.Map;

/**
 * Known-bad for the allocation claim: the merged path that still copies the headers into a HashMap
 * (the copy the PR removes) and builds the response from the copy. Every answer is right; a
 * response allocates the old path's map and the new path's arrays, more than the old path alone.
 */
public final class StillCopyingHeaders extends MergedArrayPath {

    public StillCopyingHeaders(HeadersSetup setup) {
        super(setup);
    }

    @Override
    protected GatewayResponse response(String[] names, String[] values, int n) {
        Map<String, String> copy = new HashMap<>(mapCapacityForSize(n));
        for (int i = 0; i < n; i++) copy.put(names[i], values[i]);
        String[] copiedNames = new String[copy.size()];
        String[] copiedValues = new String[copy.size()];
        int i = 0;
        for (Map.Entry<String, String> header : copy.entrySet()) {
            copiedNames[i] = header.getKey();
            copiedValues[i++] = header.getValue();
        }
        return super.response(copiedNames, copiedValues, copy.size());
    }
}
