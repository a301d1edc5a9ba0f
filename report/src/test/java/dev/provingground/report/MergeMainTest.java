package dev.provingground.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.Shard;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The merge refuses shards that do not make one whole run. */
class MergeMainTest {

    @TempDir
    Path dir;

    private static Map<Path, ShardManifest> shards(int count, int... present) {
        Map<Path, ShardManifest> m = new TreeMap<>();
        for (int i = 0; i < present.length; i++) {
            m.put(Path.of("results-" + i), new ShardManifest(new Shard(present[i], count), "quick", ""));
        }
        return m;
    }

    @Test
    void allShardsOnceIsWhole() {
        assertEquals(List.of(), MergeMain.check(3, shards(3, 1, 2, 3)));
    }

    @Test
    void aMissingShardIsSaid() {
        assertEquals(List.of("shard 2/3 is missing: no results folder holds it"), MergeMain.check(3, shards(3, 1, 3)));
    }

    @Test
    void aRepeatedShardIsSaid() {
        List<String> problems = MergeMain.check(3, shards(3, 1, 2, 2, 3));
        assertTrue(problems.get(0).startsWith("shard 2/3 twice: "), problems.toString());
    }

    @Test
    void aFolderWithoutAManifestFailsTheMergeAndBadInputIsExit2() throws Exception {
        Files.createDirectories(dir.resolve("a"));
        assertEquals(
                1, MergeMain.run(new String[] {"--shards", "1", dir.resolve("a").toString()}));
        assertEquals(
                2, MergeMain.run(new String[] {"--shards", "x", dir.resolve("a").toString()}));
        assertEquals(2, MergeMain.run(new String[] {
            "--shards", "2", dir.resolve("nowhere").toString()
        }));
    }
}
