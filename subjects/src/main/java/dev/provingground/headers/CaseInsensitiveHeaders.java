package dev.provingground.headers;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Azure Cosmos' HttpHeaders, as the merged PR has it: entries keyed by the name lowercased with
 * Locale.ROOT, each keeping the name as it arrived. The protected methods are the places the
 * known-bad variants change.
 */
public class CaseInsensitiveHeaders implements HeaderStore {

    private record Entry(String name, String value) {}

    private final Map<String, Entry> headers = new HashMap<>();

    /** The store as the PR first had it: populateLowerCaseHeaders without argument checks. */
    public static CaseInsensitiveHeaders withoutArgumentChecks() {
        return new CaseInsensitiveHeaders() {
            @Override
            protected void checkArguments(String[] names, String[] values) {}
        };
    }

    protected String lowerCase(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** The merged PR's checks: null or short arrays are rejected before anything is written. */
    protected void checkArguments(String[] names, String[] values) {
        if (names == null) throw new IllegalArgumentException("names must not be null");
        if (values == null) throw new IllegalArgumentException("values must not be null");
        if (names.length < size())
            throw new IllegalArgumentException("names has length " + names.length + ", needs " + size());
        if (values.length < size())
            throw new IllegalArgumentException("values has length " + values.length + ", needs " + size());
    }

    @Override
    public void set(String name, String value) {
        headers.put(lowerCase(name), new Entry(name, value));
    }

    @Override
    public String get(String name) {
        Entry e = headers.get(lowerCase(name));
        return e == null ? null : e.value();
    }

    @Override
    public int size() {
        return headers.size();
    }

    @Override
    public void populateLowerCaseHeaders(String[] names, String[] values) {
        checkArguments(names, values);
        int i = 0;
        for (Map.Entry<String, Entry> e : headers.entrySet()) {
            names[i] = e.getKey();
            values[i] = e.getValue().value();
            i++;
        }
    }

    /** The name as it arrived, for the header stored under this lowercased key. */
    public String originalName(String lowerCaseKey) {
        Entry e = headers.get(lowerCaseKey);
        return e == null ? null : e.name();
    }

    /** The old path's {@code toMap()}: names as they arrived, in a default-sized HashMap. */
    public Map<String, String> toMap() {
        Map<String, String> map = new HashMap<>();
        for (Entry e : headers.values()) map.put(e.name(), e.value());
        return map;
    }
}
