package dev.provingground.refcount;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.ToolTest;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two releases of one artifact model-checked one after the other each get their own code. Lincheck
 * caches instrumented bytecode by class name: in one JVM, the second netty-common ran the first one's
 * instrumented code (4.1.17.Final's XADD passed model checking as the CAS loop of 4.1.16.Final,
 * finding F11). {@link dev.provingground.verdict.OwnJvmCheck} gives each release's check a JVM of its own. Order CAS, XADD,
 * CAS: pass, fail, pass. A test of the suite, not of a subject: skipped inside a reviewer's check
 * ({@code -Dpg.it.skip}).
 */
@ToolTest(group = 1)
class CrossVersionModelCheckingTest {

    @TempDir
    Path results;

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
        Recorder recorder = new Recorder(new ResultStore(results), "lincheck");
        List<CheckResult.Outcome> outcomes = List.of(cas, xadd, cas).stream()
                .map(subject -> LincheckCheck.run(
                                recorder,
                                RefCountContract.CONTRACT,
                                subject,
                                "model-checking-2-threads",
                                RefCountLincheckTest.class,
                                "modelChecking2Threads",
                                LincheckCheck.modelChecking(2, 3)
                                        .sequentialSpecification(RefCountOperations.Spec.class),
                                RefCountOperations.class)
                        .outcome())
                .toList();
        assertEquals(
                List.of(CheckResult.Outcome.PASSED, CheckResult.Outcome.FAILED, CheckResult.Outcome.PASSED), outcomes);
    }
}
