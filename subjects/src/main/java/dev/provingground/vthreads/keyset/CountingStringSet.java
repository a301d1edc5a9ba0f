package dev.provingground.vthreads.keyset;

/**
 * Known-bad: the hand-written set keeping its own size in a plain int, to make {@code size} cheap.
 * Concurrent adds of different strings lose increments: the size is wrong even after every call has
 * returned.
 */
public final class CountingStringSet extends HandWrittenConcurrentHashSet {

    private int count;

    public CountingStringSet(KeySetSetup setup) {
        super(setup);
    }

    @Override
    public boolean add(String s) {
        boolean added = super.add(s);
        if (added) count++;
        return added;
    }

    @Override
    public boolean remove(String s) {
        boolean removed = super.remove(s);
        if (removed) count--;
        return removed;
    }

    @Override
    public int size() {
        return count;
    }
}
