package dev.provingground.vthreads.pinning;

import dev.provingground.verdict.ChildJvm;
import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.provingground.vthreads.pinning.PinningContract.CONTRACT;

/**
 * Runs each registry on virtual threads in a JVM of its own under a JFR recording stream
 * ({@link PinningScenario}) and fails on any {@code jdk.VirtualThreadPinned} event, with its stack. A
 * pass says what was checked and no more: no pinning on this JDK, in these operations.
 */
class PinningTest {

    private static final long CHILD_LIMIT_SECONDS = PinningScenario.BOUND_SECONDS + 50;
    private static final Pattern PINNED = Pattern.compile("^PINNED (\\d+)$", Pattern.MULTILINE);
    private static final Pattern JDK = Pattern.compile("^JDK (\\S+)$", Pattern.MULTILINE);

    @EachSubject
    @Aim(properties = "NO_PINNING", catches = ClassInitExportRegistry.class)
    void blockingOnVirtualThreadsDoesNotPin(CatalogEntry subject) {
        PropertyCheck.scenarioSaying(CONTRACT, subject, () -> {
            ChildJvm.Ended ended = ChildJvm.run(PinningScenario.class, List.of(), List.of(subject.id()),
                    CHILD_LIMIT_SECONDS).orMisbehaved("pinning scenario");
            String output = ended.resultText();
            if (ended.complete() && ended.exit() == 1) throw new AssertionError(output.substring(output.indexOf("FAILED: ") + 8));
            Matcher pinned = PINNED.matcher(output);
            Matcher jdk = JDK.matcher(output);
            if (!ended.complete() || ended.exit() != 0 || !pinned.find() || !jdk.find()) {
                throw new IllegalStateException("pinning scenario harness: " + ended.describe() + "\nresult: " + output);
            }
            int events = Integer.parseInt(pinned.group(1));
            String ran = PinningScenario.THREADS * PinningScenario.RECORDS + " blocking records on "
                    + PinningScenario.THREADS + " virtual threads, JDK " + jdk.group(1);
            if (events > 0) {
                throw new AssertionError(events + " jdk.VirtualThreadPinned event(s) in " + ran + "; first at "
                        + firstFrameOf(subject, output) + "\n" + output);
            }
            return "no jdk.VirtualThreadPinned event in " + ran + " (checked on this JDK only)";
        });
    }

    /** A stack frame in the subject's own classes for the one-line summary, a class initializer first. */
    private static String firstFrameOf(CatalogEntry subject, String output) {
        String name = subject.subject().getName();
        List<String> frames = output.lines().map(String::strip).filter(l -> l.startsWith("at " + name))
                .map(l -> l.substring(3)).toList();
        return frames.stream().filter(f -> f.contains("<clinit>")).findFirst()
                .orElse(frames.isEmpty() ? "(no frame in " + name + ")" : frames.get(0));
    }
}
