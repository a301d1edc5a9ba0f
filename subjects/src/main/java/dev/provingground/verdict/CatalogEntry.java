package dev.provingground.verdict;

/**
 * One subject of a contract with its expected verdict and its role in the story
 * (the code before the PR, the PR's code, a repair, a known-bad variant, a reviewer's class).
 */
public record CatalogEntry(Class<?> subject, Role role, Expected expected, String summary) {

    public enum Role { BEFORE, PR, REPAIRED, KNOWN_BAD, REVIEWED }

    public String name() {
        return subject.getSimpleName();
    }
}
