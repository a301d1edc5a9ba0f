package dev.provingground.vthreads.keyset;

import static dev.provingground.verdict.CatalogEntry.Role.*;
import static dev.provingground.verdict.Expected.broken;
import static dev.provingground.verdict.Expected.sound;
import static dev.provingground.vthreads.keyset.KeySetProperty.LINEARIZABLE;
import static dev.provingground.vthreads.keyset.KeySetProperty.QUIESCENT_SIZE;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Expected;
import java.util.List;

/** The concurrent key-set contract and its catalog. */
public final class KeySetContract implements Contracts.Provider {

    /** For the registry ({@link Contracts}): contracts register themselves, the harness names none. */
    public KeySetContract() {}

    @Override
    public Contract<?, ?> contract() {
        return CONTRACT;
    }

    /** Every check of the contract, engine:check, as the matrix's columns; the verdict step holds the run to it. */
    static final List<String> CHECKS = List.of(
            "jcstress:AddVsAddLitmus",
            "jcstress:AddVsAddOtherLitmus",
            "lincheck:model-checking-2-threads",
            "properties:size-is-exact-once-every-call-has-returned");

    public static final Contract<StringSet, KeySetSetup> CONTRACT = new Contract<>(
            "keyset",
            StringSet.class,
            KeySetSetup.class,
            KeySetSetup::new,
            List.of(KeySetProperty.values()),
            CHECKS,
            List.of(
                    entry(
                            HandWrittenConcurrentHashSet.class,
                            BEFORE,
                            sound(),
                            "a wrapper over ConcurrentHashMap (putIfAbsent)"),
                    entry(NewKeySetStringSet.class, PR, sound(), "ConcurrentHashMap.newKeySet()"),
                    entry(CheckThenPutStringSet.class, KNOWN_BAD, broken(LINEARIZABLE), "add checks, then puts"),
                    entry(CountingStringSet.class, KNOWN_BAD, broken(QUIESCENT_SIZE), "its own size in a plain int")));

    private static CatalogEntry entry(
            Class<? extends StringSet> subject, CatalogEntry.Role role, Expected expected, String summary) {
        return new CatalogEntry(subject, role, expected, summary);
    }
}
