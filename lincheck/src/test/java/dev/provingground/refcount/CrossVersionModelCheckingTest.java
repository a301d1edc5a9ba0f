package dev.provingground.refcount;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.ToolTest;
import java.nio.file.Path;
import java.util.List;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two releases of one artifact model-checked one after the other each get their own code. Lincheck
 * caches instrumented bytecode by class name: in one JVM, the second netty-common ran the first one's
 * instrumented code (4.1.17.Final's XADD passed model checking as the CAS loop of 4.1.16.Final,
 * finding F11). {@link dev.provingground.verdict.OwnJvmCheck} gives each release's check a JVM of its own. Order CAS, XADD,
 * CAS: pass, fail, pass. A test of the suite, not of a subject: skipped inside a reviewer's check
 * ({@code -Dpg.it.skip}).
 *
 * <p>The check is one scenario, not random ones: a free beside a retain of MAX - 1, the window 4.1.17.Final's XADD
 * opens (docs/findings.md), model-checked with the mode's invocations. Its answer is the same every run, found by
 * design and not by the draw of random scenarios, and the test costs three JVMs of a few seconds each instead of
 * three whole random searches (36 s in the build of 2026-11-27); the catalog's own random checks of every release
 * stay in {@link RefCountLincheckTest}.
 */
@ToolTest(group = 1)
class CrossVersionModelCheckingTest {

    @TempDir
    Path results;

    private static final String FREE_BESIDE_OVERFLOWING_RETAIN = "freeBesideOverflowingRetain";

    /** Two calls of release(1) in one thread beside a retain of MAX - 1 in the other, and nothing else: no random scenario. */
    private static ModelCheckingOptions freeBesideOverflowingRetain() {
        return LincheckCheck.modelChecking(2, 2)
                .iterations(0)
                .sequentialSpecification(RefCountOperations.Spec.class)
                .addCustomScenario(LincheckCheck.scenario(
                        RefCountOperations.class,
                        List.of(List.of("release(1)", "release(1)"), List.of("retainMaxMinusOne()"))));
    }

    /**
     * The one scenario on a release, in its own JVM: what the test calls, and what that JVM runs
     * ({@link dev.provingground.verdict.OwnJvmCheck}), where it reports instead of recording.
     */
    @Aim(properties = "RELEASED_STAYS_RELEASED", catches = XaddRefCount.class)
    CheckResult freeBesideOverflowingRetain(CatalogEntry subject) {
        return LincheckCheck.run(
                new Recorder(new ResultStore(results), "lincheck"),
                RefCountContract.CONTRACT,
                subject,
                FREE_BESIDE_OVERFLOWING_RETAIN,
                CrossVersionModelCheckingTest.class,
                FREE_BESIDE_OVERFLOWING_RETAIN,
                freeBesideOverflowingRetain(),
                RefCountOperations.class);
    }

    @Test
    void eachNettyReleaseIsModelCheckedOnItsOwnBytecode() {
        List<CatalogEntry> releases = RefCountContract.CONTRACT.catalog().stream()
                .filter(e -> e.upstream().isPresent())
                .toList();
        CatalogEntry cas = releases.stream()
                .filter(e -> e.upstream().get().version().equals("4.1.16.Final"))
                .findFirst()
                .orElseThrow();
        CatalogEntry xadd = releases.stream()
                .filter(e -> e.upstream().get().version().equals("4.1.17.Final"))
                .findFirst()
                .orElseThrow();
        List<CheckResult.Outcome> outcomes = List.of(cas, xadd, cas).stream()
                .map(subject -> freeBesideOverflowingRetain(subject).outcome())
                .toList();
        assertEquals(
                List.of(CheckResult.Outcome.PASSED, CheckResult.Outcome.FAILED, CheckResult.Outcome.PASSED), outcomes);
    }
}
