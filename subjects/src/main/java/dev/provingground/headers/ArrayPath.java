package dev.provingground.headers;

import java.util.HashMap;
import java.util.Map;

/**
 * The PR's first version of the new path: arrays and decode in place as merged, but
 * populateLowerCaseHeaders without argument checks (a short array is filled as far as it goes, then
 * ArrayIndexOutOfBoundsException), {@code n * 4 / 3 + 1} in int (negative past about 1.6 billion),
 * and the replica status map presized to 4 (threshold 3: resizes on the fourth replica). Review
 * fixed all three.
 */
public final class ArrayPath extends MergedArrayPath {

    public ArrayPath(HeadersSetup setup) {
        super(setup);
    }

    @Override
    public HeaderStore newHeaders() {
        return CaseInsensitiveHeaders.withoutArgumentChecks();
    }

    @Override
    public int mapCapacityForSize(int n) {
        return n * 4 / 3 + 1;
    }

    @Override
    public Map<String, String> newReplicaStatusMap() {
        return new HashMap<>(4);
    }
}
