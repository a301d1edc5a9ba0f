package dev.provingground.vthreads.keyset;

/**
 * A concurrent set of strings (Decaton's hand-written ConcurrentHashSet, replaced in the PR by
 * {@code ConcurrentHashMap.newKeySet()}). {@code add}, {@code remove} and {@code contains} are
 * linearizable: of two concurrent adds of the same absent string exactly one returns true.
 * {@code size} is not: like ConcurrentHashMap's, it may miss concurrent changes; it is exact
 * when no call is in flight. Subjects have a public constructor taking a {@link KeySetSetup}.
 */
public interface StringSet {

    boolean add(String s);

    boolean remove(String s);

    boolean contains(String s);

    /** Exact when no other call is in flight; an estimate otherwise. */
    int size();
}
