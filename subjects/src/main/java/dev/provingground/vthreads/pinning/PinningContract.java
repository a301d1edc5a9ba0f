package dev.provingground.vthreads.pinning;

import static dev.provingground.verdict.CatalogEntry.Role.*;
import static dev.provingground.verdict.Expected.broken;
import static dev.provingground.verdict.Expected.sound;
import static dev.provingground.vthreads.pinning.PinningProperty.NO_PINNING;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Expected;
import java.util.List;

/**
 * The pinning contract and its catalog. Pinning depends on the JDK: {@code synchronized} pins on 21-23
 * and not on 24+ (JEP 491), so the catalog states what to expect on the JDK this suite runs on, and says so.
 */
public final class PinningContract implements Contracts.Provider {

    /** For the registry ({@link Contracts}): contracts register themselves, the harness names none. */
    public PinningContract() {}

    @Override
    public Contract<?, ?> contract() {
        return CONTRACT;
    }

    /** The JDK the catalog's expectations are for: the one running this code. */
    public static final int JDK = Runtime.version().feature();

    /** Whether a virtual thread blocking while it holds a monitor pins its carrier on this JDK. */
    public static final boolean MONITORS_PIN = JDK < 24;

    /** Every check of the contract, engine:check, as the matrix's columns; the verdict step holds the run to it. */
    static final List<String> CHECKS = List.of("properties:blocking-on-virtual-threads-does-not-pin");

    public static final Contract<MetricsRegistry, PinningSetup> CONTRACT = new Contract<>(
            "pinning",
            MetricsRegistry.class,
            PinningSetup.class,
            () -> new PinningSetup(() -> {}),
            List.of(PinningProperty.values()),
            CHECKS,
            List.of(
                    entry(
                            SynchronizedRegistry.class,
                            BEFORE,
                            MONITORS_PIN ? broken(NO_PINNING) : sound(),
                            "synchronized around the blocking export: pins on JDK 21-23, not on 24+ (JEP 491); expected "
                                    + (MONITORS_PIN ? "BROKEN" : "SOUND") + " here, on JDK " + Runtime.version()),
                    entry(ReentrantLockRegistry.class, PR, sound(), "a ReentrantLock around the blocking export"),
                    entry(
                            ClassInitExportRegistry.class,
                            KNOWN_BAD,
                            broken(NO_PINNING),
                            "the exporter connects (blocks) in a class initializer: pins on every JDK")));

    private static CatalogEntry entry(
            Class<? extends MetricsRegistry> subject, CatalogEntry.Role role, Expected expected, String summary) {
        return new CatalogEntry(subject, role, expected, summary);
    }
}
