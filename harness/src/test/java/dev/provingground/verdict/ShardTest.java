package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The split of (check, subject) pairs: each in exactly one shard, about evenly, the same everywhere. */
class ShardTest {

    private static final List<String> SUBJECTS =
            IntStream.range(0, 14).mapToObj(i -> "subject-" + i).toList();
    private static final List<String> CHECKS =
            IntStream.range(0, 9).mapToObj(i -> "Check" + i + "#method").toList();

    @Test
    void everyPairBelongsToExactlyOneShardAndTheSharesAreEven() {
        int n = 3;
        int[] owned = new int[n];
        for (String check : CHECKS) {
            int[] perCheck = new int[n];
            for (String subject : SUBJECTS) {
                List<Integer> owners = new ArrayList<>();
                for (int k = 1; k <= n; k++) if (new Shard(k, n).owns(check, SUBJECTS, subject)) owners.add(k);
                assertEquals(1, owners.size(), check + " on " + subject + " owned by " + owners);
                perCheck[owners.get(0) - 1]++;
                owned[owners.get(0) - 1]++;
            }
            for (int share : perCheck)
                assertTrue(share == 4 || share == 5, check + ": " + java.util.Arrays.toString(perCheck));
        }
        for (int share : owned)
            assertTrue(
                    Math.abs(share - CHECKS.size() * SUBJECTS.size() / n) <= CHECKS.size(),
                    java.util.Arrays.toString(owned));
    }

    @Test
    void oneShardIsEverything() {
        assertTrue(SUBJECTS.stream().allMatch(s -> Shard.ALL.owns("any", SUBJECTS, s)));
    }

    @Test
    void badInputIsOneLineNamingIt() {
        assertEquals(new Shard(2, 4), Shard.parse("2/4"));
        assertEquals(
                "pg.shard=2of4: want K/N, e.g. 2/4 (shard 2 of 4)",
                assertThrows(IllegalArgumentException.class, () -> Shard.parse("2of4"))
                        .getMessage());
        assertEquals(
                "shard 5/4: want K/N with 1 <= K <= N",
                assertThrows(IllegalArgumentException.class, () -> Shard.parse("5/4"))
                        .getMessage());
    }
}
