package dev.provingground.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;

import dev.provingground.hostile.MisbehavingCode;
import dev.provingground.refcount.CasRefCount;
import dev.provingground.refcount.RefCountContract;
import dev.provingground.refcount.XaddRefCount;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Expected;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.ResultStore;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * A harness failure is never a verdict: a class that cannot load inside a property is ERROR, not a
 * falsified property, and the subject's own exception is a falsified property that names it; a body
 * that blocks or spins past {@code pg.properties.boundSeconds} is HUNG or SPINNING, with its frame
 * (results go to a store of the test's own). How a child JVM ends is {@link MisbehaviourTest}'s.
 */
@DisabledIfSystemProperty(
        named = "pg.it.skip",
        matches = "true") // the harness\'s own test: not part of a reviewer\'s check
class HarnessErrorTest {

    @TempDir
    Path results;

    private static final CatalogEntry SUBJECT =
            new CatalogEntry(CasRefCount.class, CatalogEntry.Role.BEFORE, Expected.sound(), "a subject");

    @Aim(properties = "AGREES_WITH_CAS", catches = XaddRefCount.class)
    void aCheck() {}

    private CheckResult run(PropertyCheck.Body body, boolean generated) {
        return PropertyCheck.run(
                new Recorder(new ResultStore(results), "properties"),
                RefCountContract.CONTRACT,
                SUBJECT,
                getClass(),
                "aCheck",
                body,
                generated,
                null);
    }

    @Test
    void aClassThatCannotLoadInsideAPropertyIsAnErrorNotAFalsifiedProperty() {
        CheckResult r = run(
                () -> PropertyCheck.qt().forAll(integers().between(1, 3)).checkAssert(n -> {
                    throw new NoClassDefFoundError("io/netty/util/IllegalReferenceCountException");
                }),
                true);
        assertThat(r.outcome()).isEqualTo(CheckResult.Outcome.ERROR);
        assertThat(r.summary()).startsWith("harness error, no verdict: ").contains("NoClassDefFoundError");
    }

    @Test
    void theSubjectsOwnExceptionIsStillAFalsifiedProperty() {
        CheckResult r = run(
                () -> PropertyCheck.qt().forAll(integers().between(1, 3)).checkAssert(n -> {
                    throw new IllegalStateException("the subject's own bug");
                }),
                true);
        assertThat(r.outcome()).isEqualTo(CheckResult.Outcome.FAILED);
        assertThat(r.summary()).contains("IllegalStateException: the subject's own bug");
    }

    private CheckResult runBounded(PropertyCheck.Body body) {
        String before = System.getProperty("pg.properties.boundSeconds");
        System.setProperty("pg.properties.boundSeconds", "2");
        try {
            return run(body, false);
        } finally {
            if (before == null) System.clearProperty("pg.properties.boundSeconds");
            else System.setProperty("pg.properties.boundSeconds", before);
        }
    }

    @AfterAll
    static void letStuckThreadsGo() {
        MisbehavingCode.release();
    }

    @Test
    void aPropertyBlockedAtItsBoundHung() {
        CheckResult r = runBounded(MisbehavingCode::block);
        assertThat(r.outcome()).isEqualTo(CheckResult.Outcome.HUNG);
        assertThat(r.summary()).contains("stuck in " + MisbehavingCode.class.getName() + ".block(");
        assertThat(r.evidence())
                .contains("every thread at the bound")
                .contains("\"pg-property-a-check\" TIMED_WAITING");
    }

    @Test
    void aPropertySpinningAtItsBoundSpun() {
        CheckResult r = runBounded(MisbehavingCode::spin);
        assertThat(r.outcome()).isEqualTo(CheckResult.Outcome.SPINNING);
        assertThat(r.summary()).contains("spinning in " + MisbehavingCode.class.getName() + ".spin(");
    }
}
