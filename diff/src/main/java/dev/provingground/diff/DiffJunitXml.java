package dev.provingground.diff;

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

    private DiffJunitXml() {
    }

    static String of(String suite, List<Case> cases) {
        long failures = cases.stream().filter(c -> c.kind().equals(Case.FAILURE)).count();
        long errors = cases.stream().filter(c -> c.kind().equals(Case.ERROR)).count();
        long skipped = cases.stream().filter(c -> c.kind().equals(Case.SKIPPED)).count();
        double time = cases.stream().mapToLong(Case::millis).sum() / 1000.0;
        StringBuilder x = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        x.append(String.format("<testsuites name=\"proving-ground diff\" tests=\"%d\" failures=\"%d\" errors=\"%d\" time=\"%.3f\">%n",
                cases.size(), failures, errors, time));
        x.append(String.format("  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"%d\" skipped=\"%d\" time=\"%.3f\">%n",
                escape(suite), cases.size(), failures, errors, skipped, time));
        for (Case c : cases) {
            x.append(String.format("    <testcase classname=\"%s\" name=\"%s\" time=\"%.3f\"", escape(suite), escape(c.name()), c.millis() / 1000.0));
            switch (c.kind()) {
                case Case.FAILURE, Case.ERROR -> x.append(String.format(">%n      <%s message=\"%s\" type=\"%s\">%s</%s>%n    </testcase>%n",
                        c.kind(), escape(c.message()), c.kind().equals(Case.FAILURE) ? "difference" : "harness", escape(c.detail()), c.kind()));
                case Case.SKIPPED -> x.append(String.format(">%n      <skipped message=\"%s\"/>%n      <system-out>%s</system-out>%n    </testcase>%n",
                        escape(c.message()), escape(c.detail())));
                default -> x.append(c.detail().isEmpty() ? "/>\n"
                        : String.format(">%n      <system-out>%s</system-out>%n    </testcase>%n", escape(c.detail())));
            }
        }
        x.append("  </testsuite>\n</testsuites>\n");
        return x.toString();
    }

    private static String escape(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> {
                    if (ch >= 0x20 || ch == '\n' || ch == '\t' || ch == '\r') b.append(ch);
                }
            }
        }
        return b.toString();
    }
}
