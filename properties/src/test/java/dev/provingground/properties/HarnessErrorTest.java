package dev.provingground.properties;

import dev.provingground.refcount.CasRefCount;
import dev.provingground.refcount.RefCountContract;
import dev.provingground.refcount.XaddRefCount;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.Expected;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.ResultStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;

/**
 * A harness failure is never a verdict: a class that cannot load inside a property is ERROR, not a
 * falsified property; a child JVM that ends without its result (it died, or the subject exited it)
 * is told apart from one that reported, whatever the subject printed (results go to a store of the
 * test's own).
 */
class HarnessErrorTest {

    @TempDir
    Path results;

    private static final CatalogEntry SUBJECT =
            new CatalogEntry(CasRefCount.class, CatalogEntry.Role.BEFORE, Expected.sound(), "a subject");

    @Aim(properties = "AGREES_WITH_CAS", catches = XaddRefCount.class)
    void aCheck() {
    }

    private CheckResult run(PropertyCheck.Body body, boolean generated) {
        return PropertyCheck.run(new Recorder(new ResultStore(results), "properties"), RefCountContract.CONTRACT, SUBJECT,
                getClass(), "aCheck", body, generated, null);
    }

    @Test
    void aClassThatCannotLoadInsideAPropertyIsAnErrorNotAFalsifiedProperty() {
        CheckResult r = run(() -> PropertyCheck.qt().forAll(integers().between(1, 3)).checkAssert(n -> {
            throw new NoClassDefFoundError("io/netty/util/IllegalReferenceCountException");
        }), true);
        assertThat(r.outcome()).isEqualTo(CheckResult.Outcome.ERROR);
        assertThat(r.summary()).startsWith("harness error, no verdict: ").contains("NoClassDefFoundError");
    }

    @Test
    void theSubjectsOwnExceptionIsStillAFalsifiedProperty() {
        CheckResult r = run(() -> PropertyCheck.qt().forAll(integers().between(1, 3)).checkAssert(n -> {
            throw new IllegalStateException("the subject's own bug");
        }), true);
        assertThat(r.outcome()).isEqualTo(CheckResult.Outcome.FAILED);
    }

    /** A scenario main standing for a subject: prints what a result would look like, then ends as told. */
    public static final class Scenario {
        public static void main(String[] args) {
            System.out.println("held");              // the subject's own output: never read as the result
            switch (args[0]) {
                case "exit" -> System.exit(3);       // the subject exits the JVM
                case "report" -> {
                    ChildJvm.say("FAILED: what the scenario saw");
                    ChildJvm.end(1);
                }
                default -> throw new IllegalArgumentException(args[0]);
            }
        }
    }

    @Test
    void aChildJvmThatEndsWithoutItsResultIsToldApart() throws Exception {
        ChildJvm.Ended exited = ChildJvm.run(Scenario.class, List.of(), List.of("exit"), 60);
        assertThat(exited.complete()).isFalse();
        assertThat(exited.exit()).isEqualTo(3);
        assertThat(exited.describe()).startsWith("exit 3, no result (the JVM died or the subject exited it)").contains("held");

        ChildJvm.Ended reported = ChildJvm.run(Scenario.class, List.of(), List.of("report"), 60);
        assertThat(reported.complete()).isTrue();
        assertThat(reported.resultText()).isEqualTo("FAILED: what the scenario saw");
    }
}
