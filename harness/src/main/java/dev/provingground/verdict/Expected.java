package dev.provingground.verdict;

import java.util.Collection;
import java.util.Set;

/**
 * The verdict a catalog expects for a subject: SOUND, or BROKEN naming the property it breaks.
 *
 * <p>A known-bad subject breaks one property on purpose ({@link #breaks()}). Breaking it can have
 * consequences on other properties (a lost decrement also hides a report); those are listed in
 * {@link #mayAlsoFail()}: a check aimed at one of them may fail without a false alarm, but catching
 * the subject is only credited to checks aimed at {@link #breaks()}.
 */
public record Expected(Kind kind, Property breaks, Set<Property> mayAlsoFail) {

    public enum Kind {
        SOUND,
        BROKEN
    }

    public Expected {
        mayAlsoFail = Set.copyOf(mayAlsoFail);
        if ((kind == Kind.BROKEN) != (breaks != null)) {
            throw new IllegalArgumentException("BROKEN names exactly one property; SOUND names none");
        }
    }

    public static Expected sound() {
        return new Expected(Kind.SOUND, null, Set.of());
    }

    /** BROKEN on {@code breaks}: only a check aimed at it catches the subject. */
    public static Expected broken(Property breaks) {
        return new Expected(Kind.BROKEN, breaks, Set.of());
    }

    /**
     * The same expectation, with properties its breakage is known to affect too: a check aimed at
     * one of them may fail (ALSO FAILS) without a false alarm, but does not catch the subject.
     * Reads as the catalog means it: {@code broken(RELEASED_STAYS_RELEASED).alsoFails(LEGAL_CALLS_SUCCEED)}.
     */
    public Expected alsoFails(Property... others) {
        if (isSound()) throw new IllegalStateException("a SOUND subject fails nothing");
        java.util.Set<Property> all = new java.util.HashSet<>(mayAlsoFail);
        all.addAll(java.util.List.of(others));
        return new Expected(Kind.BROKEN, breaks, all);
    }

    public boolean isSound() {
        return kind == Kind.SOUND;
    }

    /** True when a check aimed at these properties is one that should catch this subject. */
    public boolean isCaughtBy(Collection<String> aims) {
        return !isSound() && aims.contains(breaks.name());
    }

    /** True when a failing check aimed at these properties is explained by this expectation. */
    public boolean explainsFailureOf(Collection<String> aims) {
        return isCaughtBy(aims) || mayAlsoFail.stream().anyMatch(p -> aims.contains(p.name()));
    }

    /** The short form shown in the matrix: {@code SOUND} or {@code BROKEN PROPERTY_NAME}. */
    public String label() {
        return isSound() ? "SOUND" : "BROKEN " + breaks.name();
    }

    @Override
    public String toString() {
        return isSound() ? "SOUND" : "BROKEN: " + breaks.sentence();
    }
}
