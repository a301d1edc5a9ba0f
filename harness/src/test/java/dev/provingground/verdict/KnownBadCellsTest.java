package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.KnownBadCells.Scope;
import org.junit.jupiter.api.Test;

/** Under pg.matrix=aimed a known-bad subject runs the checks aimed at what it breaks; everything else runs everywhere. */
class KnownBadCellsTest {

    enum Counts implements Property {
        NO_LOST_UPDATE,
        NEVER_NEGATIVE,
        ALLOCATION_FREE;

        @Override
        public String sentence() {
            return name();
        }
    }

    /** A known-bad subject: it loses updates, and losing one may also leave the count negative. */
    static final class LosesUpdates {}

    /** A known-bad subject another check names, though aimed elsewhere. */
    static final class NamedElsewhere {}

    static final class Sound {}

    private static final CatalogEntry LOSES_UPDATES = new CatalogEntry(
            LosesUpdates.class,
            CatalogEntry.Role.KNOWN_BAD,
            Expected.broken(Counts.NO_LOST_UPDATE).alsoFails(Counts.NEVER_NEGATIVE),
            "loses updates");
    private static final CatalogEntry NAMED_ELSEWHERE = new CatalogEntry(
            NamedElsewhere.class, CatalogEntry.Role.KNOWN_BAD, Expected.broken(Counts.NO_LOST_UPDATE), "named");
    private static final CatalogEntry SOUND =
            new CatalogEntry(Sound.class, CatalogEntry.Role.REPAIRED, Expected.sound(), "sound");

    @Aim(properties = "NO_LOST_UPDATE", catches = LosesUpdates.class)
    void aimedAtWhatItBreaks() {}

    @Aim(
            properties = "NEVER_NEGATIVE",
            catches = {})
    void aimedAtWhatItMayAlsoFail() {}

    @Aim(properties = "ALLOCATION_FREE", catches = NamedElsewhere.class)
    void aimedElsewhere() {}

    private static Aim aim(String method) {
        return new EachSubject.Check(KnownBadCellsTest.class, method)
                .annotation(Aim.class)
                .orElseThrow();
    }

    @Test
    void aKnownBadRunsTheChecksAimedAtWhatItBreaksOrMayAlsoFail() {
        assertTrue(KnownBadCells.runs(aim("aimedAtWhatItBreaks"), LOSES_UPDATES, Scope.AIMED));
        assertTrue(KnownBadCells.runs(aim("aimedAtWhatItMayAlsoFail"), LOSES_UPDATES, Scope.AIMED));
        assertFalse(KnownBadCells.runs(aim("aimedElsewhere"), LOSES_UPDATES, Scope.AIMED));
    }

    @Test
    void aCheckThatNamesAKnownBadRunsOnItWhereverItIsAimed() {
        assertTrue(KnownBadCells.runs(aim("aimedElsewhere"), NAMED_ELSEWHERE, Scope.AIMED));
    }

    @Test
    void soundSubjectsReviewersClassesAndTheFullMatrixRunEveryCheck() {
        assertTrue(KnownBadCells.runs(aim("aimedElsewhere"), SOUND, Scope.AIMED));
        CatalogEntry reviewed = CatalogEntry.reviewed(LosesUpdates.class.getName());
        assertTrue(KnownBadCells.runs(aim("aimedElsewhere"), reviewed, Scope.AIMED));
        assertTrue(KnownBadCells.runs(aim("aimedElsewhere"), LOSES_UPDATES, Scope.FULL));
        assertTrue(KnownBadCells.runs(null, LOSES_UPDATES, Scope.AIMED));
    }

    @Test
    void aCellAFullMatrixRanReplaysInAFullMatrix() {
        String before = System.getProperty(Setting.MATRIX.key);
        try {
            System.setProperty(Setting.MATRIX.key, "full");
            assertTrue(Recorder.rerunCommand(KnownBadCellsTest.class, "aimedElsewhere", LOSES_UPDATES)
                    .contains(" -Dpg.matrix=full"));
            System.setProperty(Setting.MATRIX.key, "aimed");
            assertFalse(Recorder.rerunCommand(KnownBadCellsTest.class, "aimedElsewhere", LOSES_UPDATES)
                    .contains("pg.matrix"));
        } finally {
            if (before == null) System.clearProperty(Setting.MATRIX.key);
            else System.setProperty(Setting.MATRIX.key, before);
        }
    }

    @Test
    void theSettingNamesTheScopeAndAnythingElseIsOneLine() {
        String before = System.getProperty(Setting.MATRIX.key);
        try {
            System.clearProperty(Setting.MATRIX.key);
            assertEquals(Scope.AIMED, Scope.ofSetting());
            System.setProperty(Setting.MATRIX.key, "full");
            assertEquals(Scope.FULL, Scope.ofSetting());
            System.setProperty(Setting.MATRIX.key, "all");
            var e = assertThrows(IllegalArgumentException.class, Scope::ofSetting);
            assertTrue(e.getMessage().startsWith("pg.matrix=all: expected aimed"), e.getMessage());
        } finally {
            if (before == null) System.clearProperty(Setting.MATRIX.key);
            else System.setProperty(Setting.MATRIX.key, before);
        }
    }
}
