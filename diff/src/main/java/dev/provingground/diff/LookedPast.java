package dev.provingground.diff;

import java.util.List;

/**
 * One line of the race search's account of what it went on past ({@link RaceSearch.Result#lookedPast}): a history or a
 * method the before build gives too, gone past, or how the search ended its looking past (why it stopped, its last
 * round). The two read apart: the report's first screen lists what was looked past under "Looked past" and how the
 * search ended beneath it (corpus R23's page listed "stopped looking past" and the last round as if they were histories
 * both builds give).
 */
record LookedPast(Line line, String words) {

    /** What a line of the account is. */
    enum Line {
        /** A history or a method both builds give, gone past: the search went on without it. */
        GONE_PAST,
        /** How the search ended its looking past: why it stopped, and what its last round met. */
        HOW_IT_ENDED
    }

    static LookedPast gonePast(String words) {
        return new LookedPast(Line.GONE_PAST, words);
    }

    static LookedPast howItEnded(String words) {
        return new LookedPast(Line.HOW_IT_ENDED, words);
    }

    /** The words of the account's lines of this kind, in order. */
    static List<String> words(List<LookedPast> account, Line line) {
        return account.stream()
                .filter(l -> l.line == line)
                .map(LookedPast::words)
                .toList();
    }

    /** Whether the search went past anything at all (a history or a method). */
    static boolean anyGonePast(List<LookedPast> account) {
        return account.stream().anyMatch(l -> l.line == Line.GONE_PAST);
    }
}
