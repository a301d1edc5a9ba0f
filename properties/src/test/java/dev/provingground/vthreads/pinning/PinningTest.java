package dev.provingground.vthreads.pinning;

import static dev.provingground.vthreads.pinning.PinningContract.CONTRACT;

import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import dev.provingground.verdict.OwnJvm;
import java.util.List;

/**
 * Runs each registry on virtual threads in a JVM of its own under a JFR recording stream
 * ({@link PinningScenario}) and fails on any {@code jdk.VirtualThreadPinned} event, with its stack. A
 * pass says what was checked and no more: no pinning on this JDK, in these operations.
 */
class PinningTest {

    @EachSubject
    @OwnJvm
    @Aim(properties = "NO_PINNING", catches = ClassInitExportRegistry.class)
    void blockingOnVirtualThreadsDoesNotPin(CatalogEntry subject) {
        PropertyCheck.scenarioSaying(CONTRACT, subject, () -> {
            List<String> events = PinningScenario.pinnedEvents(PinningScenario.registry(subject.subject()));
            String ran = PinningScenario.THREADS * PinningScenario.RECORDS + " blocking records on "
                    + PinningScenario.THREADS + " virtual threads, JDK " + Runtime.version();
            if (!events.isEmpty()) {
                throw new AssertionError(events.size() + " jdk.VirtualThreadPinned event(s) in " + ran + "; first at "
                        + firstFrameOf(subject, events) + "\n" + String.join("\n", events));
            }
            return "no jdk.VirtualThreadPinned event in " + ran + " (checked on this JDK only)";
        });
    }

    /** A stack frame in the subject's own classes for the one-line summary, a class initializer first. */
    private static String firstFrameOf(CatalogEntry subject, List<String> events) {
        String name = subject.subject().getName();
        List<String> frames = events.stream()
                .flatMap(String::lines)
                .map(String::strip)
                .filter(l -> l.startsWith("at " + name))
                .map(l -> l.substring(3))
                .toList();
        return frames.stream()
                .filter(f -> f.contains("<clinit>"))
                .findFirst()
                .orElse(frames.isEmpty() ? "(no frame in " + name + ")" : frames.get(0));
    }
}
