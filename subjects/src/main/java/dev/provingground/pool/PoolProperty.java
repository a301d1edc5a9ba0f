package dev.provingground.pool;

import dev.provingground.verdict.Property;

/** The properties of the context-pool contract, in the words the docs use. */
public enum PoolProperty implements Property {
    EXCLUSIVE_HOLDER("a context is held by at most one lease at a time, a nested acquire on the same thread included"),
    CLEAN_HANDOFF("the next holder starts from a reset context, after everything the previous holder wrote"),
    RELEASE_ONCE(
            "a lease returns its slot exactly once: a second release throws IllegalStateException and changes nothing; another thread may release it"),
    PROGRESS(
            "with every slot held an acquirer waits parked, not spinning, and proceeds when a slot is freed; on virtual threads with one or two carriers every acquirer completes"),
    RELEASE_ON_THROW("log() releases its slot when the message supplier or the sink throws"),
    NO_CONTEXT_PER_THREAD(
            "with a virtual thread per task, a batch of tasks allocates less than the ThreadLocal design, which builds a context per thread (the PR's claim)");

    private final String sentence;

    PoolProperty(String sentence) {
        this.sentence = sentence;
    }

    @Override
    public String sentence() {
        return sentence;
    }
}
