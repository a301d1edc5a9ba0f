package dev.provingground.refcount;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Expected;

import java.util.List;

import static dev.provingground.refcount.RefCountProperty.*;
import static dev.provingground.verdict.CatalogEntry.Role.*;
import static dev.provingground.verdict.Expected.broken;
import static dev.provingground.verdict.Expected.sound;

/** The XADD refcount contract and its catalog. */
public final class RefCountContract {

    private RefCountContract() {
    }

    public static final Contract<RefCounted, RefCountSetup> CONTRACT = new Contract<>(
            "refcount", RefCounted.class, RefCountSetup.class, List.of(RefCountProperty.values()),
            List.of(
                    entry(CasRefCount.class, BEFORE, sound(), "CAS loop: check, then change"),
                    entry(XaddRefCount.class, PR, broken(RELEASED_STAYS_RELEASED, LEGAL_CALLS_SUCCEED, DEALLOCATES_ONCE_AT_ZERO),
                            "getAndAdd with rollback (the seed); resurrection race, Netty #8563"),
                    entry(EvenOddRefCount.class, REPAIRED, broken(LEGAL_CALLS_SUCCEED, AGREES_WITH_CAS),
                            "Netty's hardened even/odd encoding; findings F2 (max count halved) and F3 (overflow fails an innocent release)"),
                    entry(WaitOutOverflowRefCount.class, REPAIRED, sound(),
                            "even/odd on a long, calls wait out another thread's overflow rollback"),
                    entry(VolatileRefCount.class, KNOWN_BAD, broken(DEALLOCATES_ONCE_AT_ZERO, LEGAL_CALLS_SUCCEED),
                            "plain volatile read-check-write"),
                    entry(XaddNoRollbackRefCount.class, KNOWN_BAD,
                            broken(OVERFLOW_REJECTED, RELEASED_STAYS_RELEASED, AGREES_WITH_CAS, LEGAL_CALLS_SUCCEED, DEALLOCATES_ONCE_AT_ZERO),
                            "XADD retain without the rollback"),
                    entry(XaddLenientReleaseRefCount.class, KNOWN_BAD,
                            broken(DEALLOCATES_ONCE_AT_ZERO, RELEASED_STAYS_RELEASED, AGREES_WITH_CAS, LEGAL_CALLS_SUCCEED),
                            "XADD release frees on old <= n instead of == n")));

    private static CatalogEntry entry(Class<? extends RefCounted> subject, CatalogEntry.Role role, Expected expected,
                                      String summary) {
        return new CatalogEntry(subject, role, expected, summary);
    }
}
