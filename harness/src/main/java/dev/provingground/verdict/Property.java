package dev.provingground.verdict;

/**
 * A property a contract promises: one short sentence, the same words the docs use.
 * Each contract lists its properties as an enum implementing this interface.
 */
public interface Property {
    /** Stable identifier, the enum constant's name (used in {@link Aim} and in recorded results). */
    String name();

    /** The property in one sentence. */
    String sentence();
}
