package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The repeats' table counts the runs that found the race again, by the engine's run that met it, and names the others. */
class RepeatsTest {

    private static Corpus.Result run(Corpus.Found found, int exit, long seconds, String by) {
        return new Corpus.Result(
                "R99",
                Corpus.Direction.BAD_PR,
                found,
                exit,
                seconds,
                "verdict",
                "proving-ground diff",
                "2026-11-27",
                "abc1234",
                by);
    }

    @Test
    void aRowCountsTheRunsThatFoundTheDocumentedRaceAndNamesTheOthers() {
        String table = Repeats.table(List.of(
                run(Corpus.Found.DOCUMENTED_RACE, 1, 70, "systematic pairs"),
                run(Corpus.Found.NOTHING, 0, 90, null),
                run(Corpus.Found.DOCUMENTED_RACE, 1, 80, "stress 2x3")));
        assertEquals(
                "| R99 | bad PR | abc1234 | 2 of 3 runs | stress 2x3: 1; systematic pairs: 1 | nothing, exit 0: 1 | 70, 80, 90 |",
                table.lines().skip(2).findFirst().orElseThrow());
    }

    @Test
    void noRunsSaySo() {
        assertEquals("No case has been repeated yet.\n", Repeats.table(List.of()));
    }
}
