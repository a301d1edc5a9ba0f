package dev.provingground.jcstress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.openjdk.jcstress.infra.collectors.DiskReadCollector;
import org.openjdk.jcstress.infra.collectors.InProcessCollector;
import org.openjdk.jcstress.infra.collectors.TestResult;

/** Reads back the results jcstress wrote in a run's folder. */
final class LitmusResults {

    private LitmusResults() {}

    /** The results jcstress wrote in this folder, or none when it left no (or an empty) result file. */
    static Optional<List<TestResult>> results(Path dir) throws IOException, ClassNotFoundException {
        Path blob;
        try (Stream<Path> files = Files.list(dir)) {
            blob = files.filter(f -> f.getFileName().toString().startsWith("jcstress-results-"))
                    .findFirst()
                    .orElse(null);
        }
        if (blob == null || Files.size(blob) == 0) return Optional.empty();
        InProcessCollector collector = new InProcessCollector();
        DiskReadCollector reader = new DiskReadCollector(blob.toString(), collector);
        reader.dump();
        reader.close();
        return Optional.of(List.copyOf(collector.getTestResults()));
    }
}
