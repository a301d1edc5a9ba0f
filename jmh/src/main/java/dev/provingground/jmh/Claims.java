package dev.provingground.jmh;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.Calibration;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.EachSubject;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.Selection;
import dev.provingground.verdict.Setting;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A benchmark's claims recorded as checks ({@link Benchmarks} runs the benchmarks): each claim is the calling method
 * with an {@link Aim}, named after it, judged on each subject (PASSED when met, FAILED otherwise, the yardstick n/a)
 * with the budget the run looked with, and in a calibration kept until every run is in.
 */
public final class Claims {

    private Claims() {}

    private static final Recorder RECORDER = Recorder.forEngine("jmh");

    private static volatile boolean thoroughRun;

    /** The run's mode, for the budget each claim states: set once by {@link JmhSanity}. */
    public static void thorough(boolean thorough) {
        thoroughRun = thorough;
    }

    /** How hard a claim's benchmark looked: JMH's forks, warmup and measurement, with the gc profiler. */
    private static String budget() {
        return thoroughRun
                ? "JMH: 1 fork, 5 x 1 s warmup, 5 x 1 s measurement, gc profiler"
                : "JMH: 1 fork, 2 x 300 ms warmup, 3 x 300 ms measurement, gc profiler";
    }

    /** When the running claim began: a calibrated claim's time is its whole run, JMH's forks and iterations ({@link #claim}). */
    private static long claimStart = System.nanoTime();

    /** Runs one claim, timed. */
    public static void claim(Runnable claim) {
        claimStart = System.nanoTime();
        claim.run();
    }

    /** A calibrated cell: a claim on a known-bad subject it names. */
    private record Cell(Contract<?, ?> contract, CatalogEntry subject, String check, Aim aim) {}

    /** In a calibration ({@code pg.calibrate=N}, the claims run N times), each calibrated cell's runs so far. */
    private static final Map<Cell, List<Seen>> CALIBRATING = new LinkedHashMap<>();

    /**
     * Records the claim of the calling method (the nearest on the stack with an {@link Aim}) on one
     * subject: PASSED when {@code met}, FAILED otherwise. A subject outside the selection is not recorded.
     * In a calibration, a claim on a known-bad subject it names is kept until every run is in ({@link #recordCalibrated}).
     */
    public static void judge(Contract<?, ?> contract, String subject, boolean met, String summary, String evidence) {
        Claim claim = Claim.caller();
        long millis = (System.nanoTime() - claimStart) / 1_000_000;
        entry(contract, subject).ifPresent(e -> {
            Outcome outcome = met ? Outcome.PASSED : Outcome.FAILED;
            String said = summary + (met ? "" : "; NOT MET");
            String recorded = "claim: " + String.join("; ", claim.aim().properties()) + "\nreplay: " + replay(e)
                    + "\n\n" + evidence;
            System.out.printf("jmh %-28s %-26s %-7s %s%n", claim.name(), Benchmarks.simple(subject), outcome, said);
            if (Calibration.calibrates(claim.aim(), e)) {
                CALIBRATING
                        .computeIfAbsent(new Cell(contract, e, claim.name(), claim.aim()), c -> new ArrayList<>())
                        .add(new Seen(outcome, millis, said, recorded));
                return;
            }
            RECORDER.record(contract, e, claim.name(), claim.aim(), outcome, 0, said, recorded, budget());
        });
    }

    /**
     * After a calibration's runs: each calibrated cell's line ({@link Calibration#summarize}; the time is the claim's
     * whole run, as a litmus test's: a claim has no time to the catch) and the outcome it records.
     */
    public static void recordCalibrated() {
        CALIBRATING.forEach((cell, runs) -> {
            Seen seen =
                    Calibration.summarize("jmh", cell.contract().name(), cell.check(), cell.subject(), budget(), runs);
            RECORDER.record(
                    cell.contract(),
                    cell.subject(),
                    cell.check(),
                    cell.aim(),
                    seen.outcome(),
                    seen.millis(),
                    seen.summary(),
                    seen.evidence(),
                    budget());
        });
        CALIBRATING.clear();
    }

    /**
     * Judges a claim of allocating less than a yardstick: the first of {@code subjects} (as
     * {@link #subjects} puts it) is the yardstick, n/a; each other subject is judged on its B/op
     * against the yardstick's, {@code figureOf} picking the figure the claim is about and
     * {@code said} wording the summary from the subject's figure and the yardstick's.
     */
    public static void judgeAgainstYardstick(
            Contract<?, ?> contract,
            List<String> subjects,
            Function<String, Benchmarks.Figure> figureOf,
            BiFunction<Benchmarks.Figure, Benchmarks.Figure, String> said,
            String table) {
        Benchmarks.Figure yardstick = figureOf.apply(subjects.get(0));
        yardstick(contract, subjects.get(0));
        for (String subject : subjects.subList(1, subjects.size())) {
            Benchmarks.Figure f = figureOf.apply(subject);
            judge(contract, subject, f.bytesPerOp() < yardstick.bytesPerOp(), said.apply(f, yardstick), table);
        }
    }

    /** Records that the claim of the calling method is measured against this subject, so says nothing of it. */
    public static void yardstick(Contract<?, ?> contract, String subject) {
        Claim claim = Claim.caller();
        entry(contract, subject)
                .ifPresent(e -> RECORDER.notApplicable(
                        contract,
                        e,
                        claim.name(),
                        claim.aim(),
                        "the yardstick: the claim is measured against this subject's figures"));
    }

    /** The command that reruns the JMH sanity run on this subject alone (the claim's yardstick comes along). */
    static String replay(CatalogEntry subject) {
        String classPath = Setting.CLASS_PATH.or("");
        return "./mvnw -pl jmh -am verify -Dpg.subjects=" + subject.id()
                + (classPath.isBlank() ? "" : " -Dpg.classpath=" + classPath);
    }

    private static Optional<CatalogEntry> entry(Contract<?, ?> contract, String subject) {
        return Selection.subjects(contract).stream()
                .filter(e -> e.subject().getName().equals(subject))
                .findFirst();
    }

    /** A claim: a static method with an {@link Aim}; its name is the check's. */
    private record Claim(String name, Aim aim) {
        static Claim caller() {
            return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                    .walk(frames -> frames.map(f -> Optional.ofNullable(
                                            Recorder.aimOf(f.getDeclaringClass(), f.getMethodName()))
                                    .map(a -> new Claim(EachSubject.Check.nameOf(f.getMethodName()), a)))
                            .flatMap(Optional::stream)
                            .findFirst())
                    .orElseThrow(() -> new IllegalStateException("no claim method with an @Aim on the stack"));
        }
    }
}
