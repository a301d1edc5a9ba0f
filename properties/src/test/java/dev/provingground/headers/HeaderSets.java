package dev.provingground.headers;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.quicktheories.core.Gen;

/**
 * Generated header sets: names from a pool that mixes cases, duplicates differing only in case, names
 * with an "I" (which Turkish lowercases to a dotless ı) and the owner-full-name header in three
 * cases; values empty, plain, percent-encoded, with '+', and malformed ("%zz", "%E4"). Each set is
 * the list of set() calls in order; shrinking goes toward fewer calls and the first name and value
 * of each pool.
 */
final class HeaderSets {

    static final List<String> NAMES = List.of(
            "Content-Type",
            "content-type",
            "CONTENT-TYPE",
            "ETag",
            "etag",
            "X-Session-Id",
            "x-session-id",
            "TITLE",
            "Title",
            "x-ms-alt-content-path",
            "X-MS-ALT-CONTENT-PATH",
            "X-Ms-Alt-Content-Path",
            "x-ms-request-charge",
            "Lsn");

    static final List<String> VALUES =
            List.of("v", "", "application/json", "dbs%2Fmy%20db%2Fcolls%2Fc", "a+b", "%zz", "%E4", "İstanbul");

    /** The queries asked of every response: every pooled name in three cases. */
    static final List<String> QUERIES;

    static {
        List<String> q = new ArrayList<>();
        for (String n : NAMES) {
            q.add(n);
            q.add(n.toLowerCase(Locale.ROOT));
            q.add(n.toUpperCase(Locale.ROOT));
        }
        QUERIES = List.copyOf(q);
    }

    record Header(String name, String value) {
        @Override
        public String toString() {
            return name + ": \"" + value + "\"";
        }
    }

    record Set(List<Header> headers) {
        @Override
        public String toString() {
            return headers.toString();
        }

        /** The owner header's last name as it arrived, or null. */
        String ownerArrivedAs() {
            String as = null;
            for (Header h : headers) if (h.name().equalsIgnoreCase(HeaderPath.OWNER_FULL_NAME)) as = h.name();
            return as;
        }

        HeaderStore into(HeaderStore store) {
            for (Header h : headers) store.set(h.name(), h.value());
            return store;
        }
    }

    static Gen<Set> sets() {
        Gen<Header> header = integers()
                .between(0, NAMES.size() - 1)
                .zip(integers().between(0, VALUES.size() - 1), (n, v) -> new Header(NAMES.get(n), VALUES.get(v)));
        return lists().of(header).ofSizeBetween(0, 30).map(Set::new);
    }

    /**
     * What a response answers, by the old path: the last value set under each name in any case
     * (ROOT case folding), the owner-full-name value URL-decoded when {@code decodeOwner}; a
     * malformed owner value then makes respond throw IllegalArgumentException (null here).
     */
    static Map<String, String> expected(Set set, boolean decodeOwner) {
        Map<String, String> byKey = new LinkedHashMap<>();
        for (Header h : set.headers()) byKey.put(h.name().toLowerCase(Locale.ROOT), h.value());
        String owner = byKey.get(HeaderPath.OWNER_FULL_NAME);
        if (owner != null && decodeOwner) {
            try {
                byKey.put(HeaderPath.OWNER_FULL_NAME, HeaderPath.urlDecode(owner));
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        return byKey;
    }

    /** Every query's answer, or "threw ..." when respond threw; one line per query. */
    static List<String> answers(HeaderPath path, Set set) {
        GatewayResponse response;
        try {
            response = path.respond(set.into(path.newHeaders()));
        } catch (RuntimeException e) {
            return List.of("respond threw " + e.getClass().getSimpleName());
        }
        return answers(response::getHeaderValue, response.headerCount());
    }

    /** The model's answers, in the same form as {@link #answers(HeaderPath, Set)}. */
    static List<String> expectedAnswers(Set set, boolean decodeOwner) {
        Map<String, String> expected = expected(set, decodeOwner);
        if (expected == null) return List.of("respond threw IllegalArgumentException");
        return answers(q -> expected.get(q.toLowerCase(Locale.ROOT)), expected.size());
    }

    /** One line per query ("name -> value"), then the header count. */
    private static List<String> answers(java.util.function.UnaryOperator<String> lookup, int count) {
        List<String> out = new ArrayList<>();
        for (String q : QUERIES) out.add(q + " -> " + lookup.apply(q));
        out.add("count " + count);
        return out;
    }

    private HeaderSets() {}
}
