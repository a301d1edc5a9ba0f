package dev.provingground.properties;

import static org.assertj.core.api.Assertions.assertThat;

import dev.provingground.refcount.CasRefCount;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Expected;
import org.junit.jupiter.api.Test;

/**
 * The replay line each property result carries reruns that one check on that one subject with the
 * run's seed and example count (checked end to end by hand: the printed command for
 * XaddNoRollbackRefCount's released-object-stays-released shrank to the same {@code [release(1), retain(1)]}).
 */
class PropertyCheckTest {

    private static final CatalogEntry SUBJECT =
            new CatalogEntry(CasRefCount.class, CatalogEntry.Role.REPAIRED, Expected.sound(), "a subject");

    @Test
    void generatedPropertyReplaysWithItsSeedAndExampleCount() {
        String replay = PropertyCheck.replay(getClass(), "someProperty", SUBJECT, true);

        assertThat(replay)
                .startsWith("./mvnw test -Dtest=PropertyCheckTest#someProperty ")
                .contains(" -Dpg.subjects=dev.provingground.refcount.CasRefCount")
                .contains(" -Dpg.seed=" + PropertyCheck.SEED)
                .contains(" -Dpg.properties.examples=" + Integer.getInteger("pg.properties.examples", 300));
    }

    @Test
    void scenarioReplaysWithoutASeed() {
        String replay = PropertyCheck.replay(getClass(), "someScenario", SUBJECT, false);

        assertThat(replay)
                .contains(
                        "-Dtest=PropertyCheckTest#someScenario", "-Dpg.subjects=dev.provingground.refcount.CasRefCount")
                .doesNotContain("pg.seed")
                .doesNotContain("pg.properties.examples");
    }
}
