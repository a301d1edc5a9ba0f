package dev.provingground.lincheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.refcount.CasRefCount;
import dev.provingground.refcount.RefCountContract;
import dev.provingground.refcount.RefCounted;
import dev.provingground.refcount.XaddRefCount;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Expected;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.SubjectException;
import java.nio.file.Path;
import org.jetbrains.lincheck.datastructures.Operation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * A harness failure is never a verdict: what goes wrong inside Lincheck, or before it can reach the
 * subject, is ERROR with its cause, never FAILED (results go to a store of the test's own).
 */
@DisabledIfSystemProperty(
        named = "pg.it.skip",
        matches = "true") // the harness\'s own test: not part of a reviewer\'s check
class HarnessErrorTest {

    @TempDir
    Path results;

    private static final CatalogEntry SUBJECT =
            new CatalogEntry(CasRefCount.class, CatalogEntry.Role.BEFORE, Expected.sound(), "a subject");

    /** An operations class whose state cannot be built: a dependency missing at run time. */
    public static class Unbuildable {
        private final Object state = missing();

        private static Object missing() {
            throw new NoClassDefFoundError("io/netty/util/AbstractReferenceCounted");
        }

        @Operation
        public int get() {
            return state.hashCode();
        }
    }

    /** A class that cannot be a refcount subject. */
    public static class NotARefCount {}

    @Aim(properties = "AGREES_WITH_CAS", catches = XaddRefCount.class)
    void aCheck() {}

    @Test
    void aDependencyMissingInsideLincheckIsAnErrorNotAFailure() {
        CheckResult r = LincheckCheck.run(
                new Recorder(new ResultStore(results), "lincheck"),
                RefCountContract.CONTRACT,
                SUBJECT,
                "harness-error",
                getClass(),
                "aCheck",
                LincheckCheck.modelChecking(2, 1).iterations(1).invocationsPerIteration(10),
                Unbuildable.class);
        assertEquals(CheckResult.Outcome.ERROR, r.outcome(), r.summary());
        assertTrue(r.summary().contains("NoClassDefFoundError") || r.summary().contains("no verdict"), r.summary());
    }

    @Test
    void aSubjectThatCannotBeBuiltIsAnError() {
        CatalogEntry notARefCount =
                new CatalogEntry(NotARefCount.class, CatalogEntry.Role.PR, Expected.sound(), "a subject");
        CheckResult r = LincheckCheck.run(
                new Recorder(new ResultStore(results), "lincheck"),
                RefCountContract.CONTRACT,
                notARefCount,
                "harness-error",
                getClass(),
                "aCheck",
                LincheckCheck.stress(2, 1),
                Unbuildable.class);
        assertEquals(CheckResult.Outcome.ERROR, r.outcome());
        assertEquals(
                "harness error, no verdict: " + SubjectException.class.getName() + ": " + NotARefCount.class.getName()
                        + " does not implement " + RefCounted.class.getName(),
                r.summary());
        assertTrue(r.evidence().startsWith("subject " + NotARefCount.class.getName() + " from "), r.evidence());
    }

    @Test
    void lincheckReportingABugInItselfIsAnErrorWithTheCause() {
        String message = """
                = Wow! You've caught a bug in Lincheck. =
                We kindly ask to provide an issue here: https://github.com/JetBrains/lincheck/issues,
                attaching a stack trace printed below and the code that causes the error.

                Exception stacktrace:
                java.lang.ClassNotFoundException: io.netty.util.AbstractReferenceCounted
                \tat java.base/java.lang.Class.forName(Class.java:421)
                """;
        assertEquals(
                "java.lang.ClassNotFoundException: io.netty.util.AbstractReferenceCounted",
                LincheckCheck.internalError(message));
        assertEquals(null, LincheckCheck.internalError("= Invalid execution results =\n| retain(1): void |"));
    }
}
