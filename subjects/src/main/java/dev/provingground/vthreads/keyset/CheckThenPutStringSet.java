package dev.provingground.vthreads.keyset;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Known-bad: the hand-written set with {@code add} as check-then-put: two concurrent adds of the same
 * absent string can both find it absent and both return true.
 */
public final class CheckThenPutStringSet implements StringSet {

    private final ConcurrentHashMap<String, Boolean> map = new ConcurrentHashMap<>();

    public CheckThenPutStringSet(KeySetSetup setup) {
    }

    @Override
    public boolean add(String s) {
        if (map.containsKey(s)) return false;
        map.put(s, Boolean.TRUE);
        return true;
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
