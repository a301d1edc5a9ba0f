package dev.provingground.diff;

import dev.provingground.report.JunitXmlReport;
import java.util.List;

/**
 * The diff's checks as JUnit XML, for a CI's test tab: a test suite for the pair, a test case per check.
 * A check that blames the PR (after differs, after not linearizable where before is) is a failure with
 * its evidence; one that could not run is an error; a race already there before the PR is skipped with
 * that said, as the exit code does not count it; the figures are the performance case's output.
 */
final class DiffJunitXml {

    /** One check's line of the report. */
    record Case(String name, String kind, String message, String detail, long millis) {
        static final String PASSED = "passed";
        static final String FAILURE = "failure";
        static final String ERROR = "error";
        static final String SKIPPED = "skipped";
    }

    private DiffJunitXml() {}

    /** The pair's suite, written by the project's one JUnit XML writer ({@link JunitXmlReport}). */
    static String of(String suite, List<Case> cases) {
        List<JunitXmlReport.Case> written = cases.stream()
                .map(c -> switch (c.kind()) {
                    case Case.FAILURE ->
                        JunitXmlReport.Case.failure(suite, c.name(), c.millis(), "difference", c.message(), c.detail());
                    case Case.ERROR ->
                        JunitXmlReport.Case.error(suite, c.name(), c.millis(), "harness", c.message(), c.detail());
                    case Case.SKIPPED ->
                        JunitXmlReport.Case.skipped(
                                suite,
                                c.name(),
                                c.millis(),
                                c.message(),
                                c.detail().isEmpty() ? null : c.detail());
                    default ->
                        JunitXmlReport.Case.passed(
                                suite, c.name(), c.millis(), c.detail().isEmpty() ? null : c.detail());
                })
                .toList();
        return JunitXmlReport.write("proving-ground diff", List.of(suite), List.of(written));
    }
}
