package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the corpus reads a run: from its exit code, its cells and diff.json's typed fields, never from its sentences. */
class CorpusReadingTest {

    private static final String PASSING_CELLS = """
            {"contracts": [{"subjects": [
              {"id": "C (after)", "cells": [{"check": "after-linearizable-against-before", "outcome": "PASSED", "evidence": ""}]},
              {"id": "C (before)", "cells": [{"check": "before-linearizable-alone", "outcome": "PASSED", "evidence": ""}]}
            ]}]}
            """;

    @Test
    void racesLookedPastAsBothBuildsAndNothingElseReadThereBefore(@TempDir Path run) throws Exception {
        Path verdicts = Files.writeString(run.resolve("verdicts.json"), PASSING_CELLS);
        Files.writeString(run.resolve("diff.json"), "{\"verdict\": \"THERE_BEFORE\", \"reading\": \"AS_SEEN\"}");
        assertEquals(Corpus.Found.THERE_BEFORE, CorpusTest.found(0, verdicts, List.of("add(String)")));
        Files.writeString(run.resolve("diff.json"), "{\"verdict\": \"NO_DIFFERENCE\", \"reading\": \"AS_SEEN\"}");
        assertEquals(Corpus.Found.NOTHING, CorpusTest.found(0, verdicts, List.of("add(String)")));
    }

    /** A record's class may carry words after its name (S01's "(via Cache)"); the diff is given the name alone. */
    @Test
    void aRecordsClassIsPassedByItsNameAlone() {
        List<String> args = Corpus.arguments(
                "com.github.benmanes.caffeine.cache.UnboundedLocalCache (via Cache)",
                "com.github.ben-manes.caffeine:caffeine",
                "3.2.4",
                "3.2.4",
                "Caffeine.newBuilder().<Integer, Integer>build()",
                "com.github.benmanes.caffeine.cache.Cache");
        assertEquals(List.of("--class", "com.github.benmanes.caffeine.cache.UnboundedLocalCache"), args.subList(0, 2));
    }

    /** Which engine run found a race is read from its cell's evidence line, so the table can tell design from luck. */
    @Test
    void theRunThatFoundARaceIsReadFromItsCell(@TempDir Path run) throws Exception {
        Path verdicts = Files.writeString(run.resolve("verdicts.json"), """
                {"contracts": [{"subjects": [
                  {"id": "C (after)", "cells": [{"check": "diff:linearizable", "outcome": "FAILED",
                    "evidence": "Lincheck systematic pairs ...\\nscenario: 1/0|2/\\nfound by: systematic pairs\\nhistory: x"}]},
                  {"id": "C (before)", "cells": [{"check": "diff:linearizable", "outcome": "PASSED", "evidence": ""}]}
                ]}]}
                """);
        assertEquals("systematic pairs", CorpusTest.foundBy(verdicts, Corpus.Found.DOCUMENTED_RACE));
        assertEquals(null, CorpusTest.foundBy(verdicts, Corpus.Found.FIXES_RACE), "the before side found nothing");
        assertEquals(null, CorpusTest.foundBy(verdicts, Corpus.Found.THERE_BEFORE));
    }
}
