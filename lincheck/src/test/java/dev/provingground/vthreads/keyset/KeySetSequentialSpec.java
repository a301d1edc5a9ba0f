package dev.provingground.vthreads.keyset;

import java.util.HashSet;
import java.util.Set;

/** The sequential specification of {@link KeySetOperations}: a HashSet. */
public class KeySetSequentialSpec {

    private final Set<String> set = new HashSet<>();

    public boolean add(String key) {
        return set.add(key);
    }

    public boolean remove(String key) {
        return set.remove(key);
    }

    public boolean contains(String key) {
        return set.contains(key);
    }
}
