package dev.provingground.pool;

import dev.provingground.verdict.SubjectClassPath;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The seed's benchmark, scaled to this machine: {@code virtualThreadTasks} starts {@code tasks}
 * virtual threads, each logging four lines, and waits for them (one op = one batch); {@code
 * platformThread} logs one line on the benchmark's own thread. The sink only checksums the line,
 * so the pool, not stdout, is what is measured.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PoolBench {

    @Param({"dev.provingground.pool.ThreadLocalContexts", "dev.provingground.pool.TryLockRingPool",
            "dev.provingground.pool.ParkingSlotPool", "dev.provingground.pool.ContextPerLinePool"})
    public String subject;

    @Param({"1", "16"})
    public int tasks;

    ContextPool pool;
    volatile int checksum;

    @Setup(Level.Trial)
    public void setUp() throws ClassNotFoundException {
        Sink sink = (buffer, length) -> checksum += buffer[length - 2] + length;
        pool = PoolContract.CONTRACT.create(SubjectClassPath.loader().loadClass(subject), new PoolSetup(16, sink));
    }

    @Benchmark
    public void virtualThreadTasks() throws InterruptedException {
        CountDownLatch latch = new CountDownLatch(tasks);
        for (int i = 0; i < tasks; i++) {
            Thread.ofVirtual().start(() -> {
                try {
                    pool.log(1, () -> "Message 1");
                    pool.log(1, () -> "Message 2");
                    pool.log(1, () -> "Message 3");
                    pool.log(1, () -> "Message 4");
                } finally {
                    latch.countDown();
                }
            });
        }
        latch.await();
    }

    @Benchmark
    public void platformThread() {
        pool.log(1, () -> "Message 1");
    }
}
