package dev.provingground.vthreads.keyset;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The PR: {@code ConcurrentHashMap.newKeySet()}. */
public final class NewKeySetStringSet implements StringSet {

    private final Set<String> set = ConcurrentHashMap.newKeySet();

    public NewKeySetStringSet(KeySetSetup setup) {}

    @Override
    public boolean add(String s) {
        return set.add(s);
    }

    @Override
    public boolean remove(String s) {
        return set.remove(s);
    }

    @Override
    public boolean contains(String s) {
        return set.contains(s);
    }

    @Override
    public int size() {
        return set.size();
    }
}
