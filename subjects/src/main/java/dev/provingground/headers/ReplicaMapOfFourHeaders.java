package dev.provingground.headers;

import java.util.HashMap;
import java.util.Map;

/** Known-bad: the merged path with the replica status map presized to 4 for 4 replicas (threshold 3: resizes on the fourth). */
public final class ReplicaMapOfFourHeaders extends MergedArrayPath {

    public ReplicaMapOfFourHeaders(HeadersSetup setup) {
        super(setup);
    }

    @Override
    public Map<String, String> newReplicaStatusMap() {
        return new HashMap<>(4);
    }
}
