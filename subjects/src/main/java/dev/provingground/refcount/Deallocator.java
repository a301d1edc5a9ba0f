package dev.provingground.refcount;

/** What a subject calls when its count reaches zero; injected so checks can count the calls. */
@FunctionalInterface
public interface Deallocator {
    void deallocate();
}
