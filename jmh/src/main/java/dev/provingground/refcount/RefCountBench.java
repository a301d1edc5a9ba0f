package dev.provingground.refcount;

import static dev.provingground.refcount.RefCountContract.CONTRACT;

import dev.provingground.jmh.Benchmarks;
import dev.provingground.jmh.Benchmarks.Figure;
import dev.provingground.verdict.SubjectClassPath;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A retain/release pair on one shared object that never reaches zero (it starts with 1,000
 * references). At 2 threads both threads hit the same counter: the contended case of the seed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RefCountBench {

    @Param({
        "dev.provingground.refcount.CasRefCount", "dev.provingground.refcount.XaddRefCount",
        "dev.provingground.refcount.EvenOddRefCount", "dev.provingground.refcount.WaitOutOverflowRefCount"
    })
    public String subject;

    RefCounted ref;

    @Setup(Level.Trial)
    public void setUp() throws ClassNotFoundException {
        ref = RefCountContract.CONTRACT.create(
                SubjectClassPath.loader().loadClass(subject), new RefCountSetup(() -> {}));
        ref.retain(1000);
    }

    @Benchmark
    public boolean retainThenRelease() {
        ref.retain();
        return ref.release();
    }

    /**
     * CAS vs XADD vs even/odd vs the repair, one retain/release pair on a shared object, 1 and 2
     * threads. Reported, not a check: the seed's claim is about time (about 2x under contention), and a
     * short run on 2 cores is no measurement of time; none of them allocates.
     */
    public static void report(boolean thorough) {
        List<String> subjects = Benchmarks.subjects(CONTRACT, RefCountBench.class);
        if (subjects.isEmpty()) return;
        List<Figure> figures = new ArrayList<>();
        for (int threads : new int[] {1, 2}) {
            figures.addAll(Benchmarks.run(RefCountBench.class, "retainThenRelease", threads, thorough, subjects));
        }
        Benchmarks.report(CONTRACT, thorough, "reported, not asserted", Benchmarks.table(figures));
    }
}
