package dev.provingground.verdict;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Which checks a known-bad subject runs ({@code pg.matrix}). A known-bad subject is in the catalog to give the checks
 * aimed at what it breaks their teeth; under {@link Scope#AIMED} (a plain {@code ./mvnw verify}) it runs those checks
 * only: the ones aimed at the property it breaks or at one its breakage may also fail, and the ones that name it. Its
 * other cells are not run (the matrix shows "-"). Under {@link Scope#FULL} (the pull-request, thorough and flakes
 * workflows) it runs every check, as a sound subject does, so that a known-bad failing a property the catalog says it
 * keeps is still seen as the FALSE ALARM it is. A sound subject and a reviewer's class run every check under both.
 */
public final class KnownBadCells {

    /** The values of {@code pg.matrix}. */
    public enum Scope {
        AIMED,
        FULL;

        /** The scope {@code pg.matrix} names; a value that is neither is a mistake said in one line. */
        public static Scope ofSetting() {
            String value = Setting.MATRIX.or(Setting.MATRIX.fallback).trim();
            if (value.isEmpty()) return AIMED;
            try {
                return valueOf(value.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        "pg.matrix=" + value + ": expected aimed (a known-bad subject runs the checks aimed at what it"
                                + " breaks) or full (every check)");
            }
        }
    }

    private KnownBadCells() {}

    /** Whether the check aimed as {@code aim} runs on {@code subject}, under the scope {@code pg.matrix} names. */
    public static boolean runs(Aim aim, CatalogEntry subject) {
        return runs(aim, subject, Scope.ofSetting());
    }

    /** Whether the check aimed as {@code aim} (null: aimed at nothing said) runs on {@code subject} under {@code scope}. */
    public static boolean runs(Aim aim, CatalogEntry subject, Scope scope) {
        if (scope == Scope.FULL || aim == null) return true;
        Expected expected = subject.expected();
        if (expected.isSound() || subject.role() == CatalogEntry.Role.REVIEWED) return true;
        if (Arrays.stream(aim.catches()).anyMatch(c -> c.getName().equals(subject.id()))) return true;
        return expected.explainsFailureOf(List.of(aim.properties()));
    }

    /** The line an engine prints for a cell it does not run. */
    public static String notRun(CatalogEntry subject) {
        return "not run: " + subject.name() + " is known-bad ("
                + subject.expected().label() + ") and this check is not aimed at it (pg.matrix=aimed; full runs it)";
    }
}
