package dev.provingground.counter;

import dev.provingground.jmh.Benchmarks;
import dev.provingground.jmh.Benchmarks.Figure;
import dev.provingground.verdict.Aim;

import java.util.ArrayList;
import java.util.List;

import static dev.provingground.counter.CounterContract.CONTRACT;

/**
 * The PR's claim (upstream.md, section 1): once an instance's counter exists, a send and its
 * completion allocate nothing, whatever the count. The boxed code it replaces allocates a 16 B
 * Integer per update once counts pass 127 (the {@code above-127} regime), which is how it is caught.
 * Judged on B/op at 1 thread; the speed-up over compute is reported, at 1 and 2 threads.
 */
public final class CounterAllocationClaim {

    private CounterAllocationClaim() {
    }

    @Aim(properties = "ALLOCATION_FREE", catches = ComputeCounters.class)
    public static void allocPerRequest(boolean thorough) {
        List<String> subjects = Benchmarks.subjects(CONTRACT, CounterBench.class);
        if (subjects.isEmpty()) return;
        List<Figure> figures = new ArrayList<>();
        for (int threads : new int[]{1, 2}) {
            figures.addAll(Benchmarks.run(CounterBench.class, "sendThenComplete", threads, thorough, subjects));
        }
        String table = Benchmarks.table(figures) + speedUps(figures);
        Benchmarks.report(CONTRACT, thorough, "allocation judged, time reported", table);
        for (String subject : subjects) {
            double below = bytes(figures, subject, "below-128");
            double above = bytes(figures, subject, "above-127");
            Benchmarks.judge(CONTRACT, subject, below < 1 && above < 1,
                    String.format("%.1f B/op below 128, %.1f B/op above 127 (1 thread); claim: a send and its completion allocate nothing",
                            below, above), table);
        }
    }

    private static double bytes(List<Figure> figures, String subject, String regime) {
        return Benchmarks.find(figures, subject, 1, "regime", regime).map(Figure::bytesPerOp).orElse(Double.NaN);
    }

    /** The atomic path's speed-up over compute, ns/op over ns/op: reported, never asserted. */
    private static String speedUps(List<Figure> figures) {
        StringBuilder out = new StringBuilder("\nspeed-up of the atomic path over compute (ns/op ratio; reported, not asserted):\n");
        for (int threads : new int[]{1, 2}) {
            for (String regime : List.of("below-128", "above-127")) {
                var compute = Benchmarks.find(figures, ComputeCounters.class.getName(), threads, "regime", regime);
                var atomic = Benchmarks.find(figures, AtomicFloorCounters.class.getName(), threads, "regime", regime);
                if (compute.isPresent() && atomic.isPresent()) {
                    out.append(String.format("  %d thread(s), %s: %.2fx%n", threads, regime, compute.get().score() / atomic.get().score()));
                }
            }
        }
        return out.toString();
    }
}
