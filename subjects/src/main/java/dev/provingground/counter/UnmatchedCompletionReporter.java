package dev.provingground.counter;

/**
 * Receives every completion that had no matching send (upstream logs "counter doesn't exist" or
 * "counter is 0"). Injected, not a static logger, so a check can count the calls.
 */
@FunctionalInterface
public interface UnmatchedCompletionReporter {
    void unmatchedCompletion(String instance);

    UnmatchedCompletionReporter IGNORE = instance -> {};
}
