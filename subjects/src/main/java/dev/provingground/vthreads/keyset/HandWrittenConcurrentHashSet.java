package dev.provingground.vthreads.keyset;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Before the PR: Decaton's hand-written set, a wrapper over a ConcurrentHashMap of Boolean.TRUE.
 * The known-bad variants extend it and change one method.
 */
public class HandWrittenConcurrentHashSet implements StringSet {

    protected final ConcurrentHashMap<String, Boolean> map = new ConcurrentHashMap<>();

    public HandWrittenConcurrentHashSet(KeySetSetup setup) {}

    @Override
    public boolean add(String s) {
        return map.putIfAbsent(s, Boolean.TRUE) == null;
    }

    @Override
    public boolean remove(String s) {
        return map.remove(s) != null;
    }

    @Override
    public boolean contains(String s) {
        return map.containsKey(s);
    }

    @Override
    public int size() {
        return map.size();
    }
}
