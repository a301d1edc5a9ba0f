package dev.provingground.headers;

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

import java.util.concurrent.TimeUnit;

/**
 * One gateway response built from {@code headers} received headers (a typical Cosmos response has
 * 20 to 30) and asked for two of them: the old path (copy into a HashMap, decode, arrays) against the
 * merged new path (arrays, decode in place). The header store is built once; what is measured is
 * the response.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HeadersBench {

    @Param({"dev.provingground.headers.MapCopyPath", "dev.provingground.headers.MergedArrayPath",
            "dev.provingground.headers.StillCopyingHeaders"})
    public String subject;

    @Param({"24"})
    public int headers;

    HeaderPath path;
    HeaderStore store;

    @Setup(Level.Trial)
    public void setUp() throws ClassNotFoundException {
        path = HeadersContract.CONTRACT.create(SubjectClassPath.loader().loadClass(subject), new HeadersSetup());
        store = path.newHeaders();
        store.set("x-ms-alt-content-path", "dbs%2Fmy%20db%2Fcolls%2Fitems");
        store.set("Content-Type", "application/json");
        for (int i = 2; i < headers; i++) store.set("x-ms-header-" + i, "value-" + i);
    }

    @Benchmark
    public Object respond() {
        GatewayResponse response = path.respond(store);
        return response.getHeaderValue("x-ms-alt-content-path") + response.getHeaderValue("content-type");
    }
}
