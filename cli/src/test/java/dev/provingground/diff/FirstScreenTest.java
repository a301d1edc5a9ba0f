package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a reviewer sees first, in a real browser at 1400 x 1000 ({@link HeadlessChromium}): the diff's page opens with
 * the verdict, the failing history with the threads side by side, what the before build did, and the regression test;
 * the interleaving waits, collapsed. The PR's page opens with its verdict and a row per class, the race's regression
 * test named.
 */
class FirstScreenTest {

    private static HeadlessChromium browser;

    @BeforeAll
    static void start() throws Exception {
        browser = new HeadlessChromium();
    }

    @AfterAll
    static void stop() {
        if (browser != null) browser.close();
    }

    private static final Verdict RACE =
            new Verdict(Verdict.Kind.BRINGS_RACE, "after is not linearizable, before is: a race the PR brings");

    private static Reproducer.Written test(Path folder) {
        return new Reproducer.Written(folder, folder.resolve("src/test/java/com/acme/CounterRaceTest.java"), null);
    }

    @Test
    void theDiffsPageOpensWithTheVerdictTheHistoryAndTheRegressionTest() throws Exception {
        Path out = Files.createTempDirectory("pg-first-screen");
        DiffPage.History history = new DiffPage.History(
                List.of(),
                List.of(
                        List.of("increment(): void", "increment(): void", "get(): 1"),
                        List.of("increment(): void", "reset(): void")),
                List.of("get(): 1"));
        String interleaving =
                "= Invalid execution results =\n" + "| increment_0(): void | increment_0(): void |\n".repeat(200);
        List<DiffPage.Check> checks = List.of(
                new DiffPage.Check("sequential-equivalence", "SAME", 2_400, "2,000 sequences answered alike"),
                new DiffPage.Check(
                        "after-linearizable-against-before",
                        "FAILED",
                        31_000,
                        "not linearizable (systematic pairs): Invalid execution results"),
                new DiffPage.Check(
                        "before-linearizable-alone",
                        "PASSED",
                        12_000,
                        "passes the scenario the after side failed, replayed"),
                new DiffPage.Check("performance", "skipped", 0, "left out (--no-bench)"));
        Path page = out.resolve("index.html");
        Files.writeString(
                page,
                DiffPage.render(
                        "com.acme.Counter",
                        RACE,
                        Optional.of(history),
                        "after the PR",
                        "passes the scenario the after side failed (model checking and real threads)",
                        List.of(),
                        "",
                        test(out.resolve("regression-test")),
                        checks,
                        interleaving,
                        "proving-ground diff --class com.acme.Counter --before a.jar --after b.jar --seed 1"));
        browser.open(page);
        for (String shown : List.of("#verdict", "#history", "#before", "#regression-test")) {
            assertTrue(browser.onTheFirstScreen(shown), shown + " on the first screen:\n" + browser.firstScreenText());
        }
        assertTrue(browser.element("#verdict").getText().contains("a race the PR brings"), browser.firstScreenText());
        assertTrue(browser.element("#history").getText().contains("get(): 1"), browser.firstScreenText());
        assertFalse(browser.element("details pre").isDisplayed(), "the interleaving waits, collapsed");
    }

    /**
     * A race both builds give reads "there before"; what that stands on (the histories looked past, and that the search
     * stopped looking past at its budget) is on the first screen too, above the history: corpus R23's page said "there
     * before" and nothing of the four histories looked past nor of the budget spent. How the search ended reads apart
     * from the histories gone past: R23's page then listed its stop and its last round among them.
     */
    @Test
    void aRaceThereBeforeSaysOnTheFirstScreenWhatWasLookedPastAndWhyItStopped() throws Exception {
        Path out = Files.createTempDirectory("pg-first-screen-there-before");
        Verdict there = new Verdict(
                Verdict.Kind.THERE_BEFORE, "both are not linearizable (or hang): the problem was there before the PR");
        DiffPage.History history = new DiffPage.History(
                List.of("getLogger(\"a\"): a Logger"),
                List.of(List.of("getLogger(\"b\"): a Logger"), List.of("getLoggerList(): [a Logger]")),
                List.of("getLoggerList(): [a Logger, a Logger]"));
        List<LookedPast> lookedPast = List.of(
                LookedPast.gonePast("the history thread 1 [reset(): void]; thread 2 [stop(): void]: the before side"
                        + " answers so too on the same scenario"),
                LookedPast.howItEnded("stopped looking past after 1 history or method looked past (the look-past"
                        + " budget, 300 s, -Dpg.diff.lookPastSeconds): the history it stopped at is in both builds"));
        Path page = out.resolve("index.html");
        Files.writeString(
                page,
                DiffPage.render(
                        "ch.qos.logback.classic.LoggerContext",
                        there,
                        Optional.of(history),
                        "after the PR",
                        "fails the after side's scenario too (replayed)",
                        lookedPast,
                        "",
                        Reproducer.Written.none("no race of the PR's"),
                        List.of(),
                        "",
                        "proving-ground diff --class ch.qos.logback.classic.LoggerContext --seed 1"));
        browser.open(page);
        for (String shown : List.of("#verdict", "#looked-past", "#how-it-ended", "#history")) {
            assertTrue(browser.onTheFirstScreen(shown), shown + " on the first screen:\n" + browser.firstScreenText());
        }
        String past = browser.element("#looked-past").getText();
        assertTrue(past.contains("reset(): void"), past);
        assertFalse(past.contains("the look-past budget"), "how it ended is no history gone past: " + past);
        String ended = browser.element("#how-it-ended").getText();
        assertTrue(ended.contains("the look-past budget"), ended);
    }

    @Test
    void thePrsPageOpensWithItsVerdictAndEachClassAndNamesTheRegressionTest() throws Exception {
        Path out = Files.createTempDirectory("pg-first-screen-pr");
        DiffResult racy = new DiffResult(
                ExitCode.FINDING,
                RACE,
                Map.of(
                        "sequential-equivalence",
                        "SAME",
                        "after-linearizable-against-before",
                        "FAILED",
                        "before-linearizable-alone",
                        "PASSED"),
                "verdict: ...",
                "",
                test(out.resolve("classes/com.acme.Counter/regression-test")));
        List<PrReport.Row> rows = List.of(PrReport.Row.diffed(
                new ChangedClasses.Changed("com.acme.Counter", true, "", List.of("increment()"), List.of("long count")),
                racy,
                "proving-ground pr --only com.acme.Counter",
                out.resolve("classes/com.acme.Counter")));
        Path page = out.resolve("index.html");
        Files.writeString(
                page,
                PrPage.html("main", "make the counter lock-free", rows, PrReport.verdict(rows, ExitCode.FINDING)));
        browser.open(page);
        for (String shown : List.of("#verdict", "#classes", "#regression-test-0")) {
            assertTrue(browser.onTheFirstScreen(shown), shown + " on the first screen:\n" + browser.firstScreenText());
        }
        assertTrue(
                browser.element("#verdict").getText().contains("the PR changes what com.acme.Counter does"),
                browser.firstScreenText());
        assertTrue(
                browser.element("#regression-test-0").getText().contains("CounterRaceTest.java"),
                browser.firstScreenText());
    }

    @Test
    void theMatrixPageOpensWithAnOverviewThenItsMatrixUnderShortColumnKeys() throws Exception {
        Path out = Files.createTempDirectory("pg-first-screen-matrix");
        String pair = "diff com.acme.Counter";
        DiffMatrix.Side before = new DiffMatrix.Side("before", "com.acme.Counter");
        DiffMatrix.Side after = new DiffMatrix.Side("after", "com.acme.Counter");
        var passed = dev.provingground.verdict.CheckResult.Outcome.PASSED;
        List<dev.provingground.verdict.CheckResult> results = List.of(
                DiffMatrix.result(
                        pair,
                        after,
                        "sequential-equivalence",
                        DiffMatrix.DiffProperty.SAME_ANSWERS,
                        passed,
                        10,
                        "alike",
                        "",
                        "2,000 sequences"),
                DiffMatrix.result(
                        pair,
                        after,
                        "linearizable",
                        DiffMatrix.DiffProperty.LINEARIZABLE,
                        dev.provingground.verdict.CheckResult.Outcome.FAILED,
                        10,
                        "not linearizable",
                        "history",
                        "quick"),
                DiffMatrix.result(
                        pair,
                        before,
                        "linearizable",
                        DiffMatrix.DiffProperty.LINEARIZABLE,
                        passed,
                        10,
                        "linearizable",
                        "",
                        "quick"));
        DiffMatrix.write(out, pair, before, after, results, "a test run");
        browser.open(out.resolve(DiffMatrix.MATRIX));
        for (String shown : List.of("#overall", "#overview", "table:not(#overview) tr:nth-child(3)")) {
            assertTrue(browser.onTheFirstScreen(shown), shown + " on the first screen:\n" + browser.firstScreenText());
        }
        assertTrue(
                browser.element("#overall").getText().contains("The build fails: 1 problem"),
                browser.firstScreenText());
        assertTrue(
                browser.element("th.check").getSize().getHeight() < 60,
                "a column's key, not its rotated name, heads it");
    }
}
