package dev.provingground.vthreads.keyset;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Known-bad: the hand-written set keeping its own size in a plain int, to make {@code size} cheap.
 * Concurrent adds of different strings lose increments: the size is wrong even after every call has
 * returned.
 */
public final class CountingStringSet implements StringSet {

    private final ConcurrentHashMap<String, Boolean> map = new ConcurrentHashMap<>();
    private int count;

    public CountingStringSet(KeySetSetup setup) {
    }

    @Override
    public boolean add(String s) {
        boolean added = map.putIfAbsent(s, Boolean.TRUE) == null;
        if (added) count++;
        return added;
    }

    @Override
    public boolean remove(String s) {
        boolean removed = map.remove(s) != null;
        if (removed) count--;
        return removed;
    }

    @Override
    public boolean contains(String s) {
        return map.containsKey(s);
    }

    @Override
    public int size() {
        return count;
    }
}
