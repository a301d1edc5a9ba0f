package dev.provingground.vthreads.keyset;

/**
 * Known-bad: the hand-written set with {@code add} as check-then-put: two concurrent adds of the same
 * absent string can both find it absent and both return true.
 */
public final class CheckThenPutStringSet extends HandWrittenConcurrentHashSet {

    public CheckThenPutStringSet(KeySetSetup setup) {
        super(setup);
    }

    @Override
    public boolean add(String s) {
        if (map.containsKey(s)) return false;
        map.put(s, Boolean.TRUE);
        return true;
    }
}
