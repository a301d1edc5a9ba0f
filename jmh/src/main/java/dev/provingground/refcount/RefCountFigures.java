package dev.provingground.refcount;

import dev.provingground.jmh.Benchmarks;
import dev.provingground.jmh.Benchmarks.Figure;

import java.util.ArrayList;
import java.util.List;

import static dev.provingground.refcount.RefCountContract.CONTRACT;

/**
 * CAS vs XADD vs even/odd vs the repair, one retain/release pair on a shared object, 1 and 2
 * threads. Reported, not a check: the seed's claim is about time (about 2x under contention), and a
 * short run on 2 cores is no measurement of time; none of them allocates.
 */
public final class RefCountFigures {

    private RefCountFigures() {
    }

    public static void report(boolean thorough) {
        List<String> subjects = Benchmarks.subjects(CONTRACT, RefCountBench.class);
        if (subjects.isEmpty()) return;
        List<Figure> figures = new ArrayList<>();
        for (int threads : new int[]{1, 2}) {
            figures.addAll(Benchmarks.run(RefCountBench.class, "retainThenRelease", threads, thorough, subjects));
        }
        Benchmarks.report(CONTRACT, thorough, "reported, not asserted", Benchmarks.table(figures));
    }
}
