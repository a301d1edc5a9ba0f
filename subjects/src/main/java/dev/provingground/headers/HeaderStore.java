package dev.provingground.headers;

/**
 * Response headers as the gateway receives them (Azure Cosmos' HttpHeaders): names are
 * case-insensitive; a later {@code set} of a name that differs only in case replaces the value.
 */
public interface HeaderStore {

    void set(String name, String value);

    /** The value set for this name in any case, or null. */
    String get(String name);

    int size();

    /**
     * Copies every header into the two arrays from index 0, names in lower case (Locale.ROOT).
     * Null arrays and arrays shorter than {@link #size()} are rejected with IllegalArgumentException
     * naming the argument ("names" or "values") before any element is written.
     */
    void populateLowerCaseHeaders(String[] names, String[] values);
}
