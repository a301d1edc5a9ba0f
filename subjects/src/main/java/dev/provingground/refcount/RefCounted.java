package dev.provingground.refcount;

/**
 * The reference-count contract (Netty's ReferenceCounted): an object starts with one reference; the
 * object is deallocated exactly when its count reaches zero, by the release that takes it there.
 * Any operation on a released object throws {@link IllegalReferenceCountException}, and so does a
 * release of more references than are held or a retain past {@link Integer#MAX_VALUE}; a call that
 * throws changes nothing. {@code n <= 0} is rejected with IllegalArgumentException.
 *
 * <p>Implementations have a public constructor taking a {@link RefCountSetup}; deallocation is the
 * setup's hook, so checks can count it.
 */
public interface RefCounted {

    /** The current count; 0 once released. */
    int refCnt();

    default void retain() {
        retain(1);
    }

    /** Adds {@code n} references. */
    void retain(int n);

    default boolean release() {
        return release(1);
    }

    /** Drops {@code n} references; true when this call released the last one and deallocated. */
    boolean release(int n);
}
