package dev.provingground.pool;

import dev.provingground.jmh.Benchmarks;
import dev.provingground.jmh.Benchmarks.Figure;
import dev.provingground.verdict.Aim;

import java.util.ArrayList;
import java.util.List;

import static dev.provingground.pool.PoolContract.CONTRACT;

/**
 * The PR's claim: with a virtual thread per task, a pool allocates less per batch of 16 tasks (four
 * lines each, the seed's benchmark) than the ThreadLocal design, which builds a context per thread:
 * ThreadLocalContexts is the yardstick, measured in the same run. A pool that builds a context per
 * line is caught. Time is reported beside the seed's 10x and 133x, never asserted.
 */
public final class PoolAllocationClaim {

    private static final String YARDSTICK = ThreadLocalContexts.class.getName();

    private PoolAllocationClaim() {
    }

    @Aim(properties = "NO_CONTEXT_PER_THREAD", catches = ContextPerLinePool.class)
    public static void allocPerVirtualThreadTask(boolean thorough) {
        List<String> subjects = Benchmarks.subjects(CONTRACT, PoolBench.class, YARDSTICK);
        if (subjects.isEmpty()) return;
        List<Figure> figures = new ArrayList<>();
        figures.addAll(Benchmarks.run(PoolBench.class, "virtualThreadTasks", 1, thorough, subjects, "tasks", "1"));
        figures.addAll(Benchmarks.run(PoolBench.class, "virtualThreadTasks", 1, thorough, subjects, "tasks", "16"));
        figures.addAll(Benchmarks.run(PoolBench.class, "platformThread", 1, thorough, subjects, "tasks", "1"));
        figures.addAll(Benchmarks.run(PoolBench.class, "platformThread", 2, thorough, subjects, "tasks", "1"));
        String table = Benchmarks.table(figures);
        Benchmarks.report(CONTRACT, thorough, "the seed claims 10x at 1 thread and 133x at 16 virtual threads over ThreadLocal", table);
        Figure yardstick = batchOf16(figures, YARDSTICK);
        Benchmarks.yardstick(CONTRACT, YARDSTICK);
        for (String subject : subjects.subList(1, subjects.size())) {
            Figure f = batchOf16(figures, subject);
            Benchmarks.judge(CONTRACT, subject, f.bytesPerOp() < yardstick.bytesPerOp(),
                    String.format("%.0f B per batch of 16 virtual-thread tasks vs %.0f for ThreadLocalContexts (%.2fx the ops/s); "
                            + "claim: allocates less than a context per thread", f.bytesPerOp(), yardstick.bytesPerOp(),
                            f.score() / yardstick.score()), table);
        }
    }

    /** The first run above is virtualThreadTasks at 16 tasks per batch: the one the claim is judged on. */
    private static Figure batchOf16(List<Figure> figures, String subject) {
        return figures.stream().filter(f -> f.subject().equals(subject) && "16".equals(f.param("tasks"))).findFirst()
                .orElseThrow(() -> new IllegalStateException("no batch-of-16 figure for " + subject));
    }
}
