package dev.provingground.vthreads.keyset;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Expected;

import java.util.List;

import static dev.provingground.verdict.CatalogEntry.Role.*;
import static dev.provingground.verdict.Expected.broken;
import static dev.provingground.verdict.Expected.sound;
import static dev.provingground.vthreads.keyset.KeySetProperty.LINEARIZABLE;
import static dev.provingground.vthreads.keyset.KeySetProperty.QUIESCENT_SIZE;

/** The concurrent key-set contract and its catalog. */
public final class KeySetContract {

    private KeySetContract() {
    }

    public static final Contract<StringSet, KeySetSetup> CONTRACT = new Contract<>(
            "keyset", StringSet.class, KeySetSetup.class, KeySetSetup::new, List.of(KeySetProperty.values()),
            List.of(
                    entry(HandWrittenConcurrentHashSet.class, BEFORE, sound(), "a wrapper over ConcurrentHashMap (putIfAbsent)"),
                    entry(NewKeySetStringSet.class, PR, sound(), "ConcurrentHashMap.newKeySet()"),
                    entry(CheckThenPutStringSet.class, KNOWN_BAD, broken(LINEARIZABLE), "add checks, then puts"),
                    entry(CountingStringSet.class, KNOWN_BAD, broken(QUIESCENT_SIZE), "its own size in a plain int")));

    private static CatalogEntry entry(Class<? extends StringSet> subject, CatalogEntry.Role role, Expected expected,
                                      String summary) {
        return new CatalogEntry(subject, role, expected, summary);
    }
}
