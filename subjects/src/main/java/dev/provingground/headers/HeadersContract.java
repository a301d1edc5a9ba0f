package dev.provingground.headers;

import static dev.provingground.headers.HeadersProperty.*;
import static dev.provingground.verdict.CatalogEntry.Role.*;
import static dev.provingground.verdict.Expected.broken;
import static dev.provingground.verdict.Expected.sound;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Expected;
import java.util.List;

/** The header-population contract and its catalog. */
public final class HeadersContract implements Contracts.Provider {

    /** For the registry ({@link Contracts}): contracts register themselves, the harness names none. */
    public HeadersContract() {}

    @Override
    public Contract<?, ?> contract() {
        return CONTRACT;
    }

    /** Every check of the contract, engine:check, as the matrix's columns; the verdict step holds the run to it. */
    static final List<String> CHECKS = List.of(
            "jcstress:ResponsePublicationLitmus",
            "properties:answers-as-the-old-path",
            "properties:maps-hold-their-entries-without-resize",
            "properties:owner-header-decoded-whatever-its-case",
            "properties:populate-rejects-null-or-short-arrays-before-writing",
            "properties:response-fields-are-final",
            "properties:same-results-under-turkish-azeri-and-root-locales",
            "jmh:alloc-per-response");

    public static final Contract<HeaderPath, HeadersSetup> CONTRACT = new Contract<>(
            "headers",
            HeaderPath.class,
            HeadersSetup.class,
            HeadersSetup::new,
            List.of(HeadersProperty.values()),
            CHECKS,
            List.of(
                    entry(
                            MapCopyPath.class,
                            BEFORE,
                            broken(OWNER_DECODED_ANY_CASE).alsoFails(SIZED_WITHOUT_RESIZE),
                            "copy into a HashMap, decode by computeIfPresent on names as they arrived (finding F7); new HashMap<>(n)"),
                    entry(
                            ArrayPath.class,
                            PR,
                            broken(PRECONDITIONS_CHECKED).alsoFails(SIZED_WITHOUT_RESIZE),
                            "arrays and decode in place, first version: no argument checks, capacity in int, replica map of 4"),
                    entry(
                            MergedArrayPath.class,
                            REPAIRED,
                            sound(),
                            "the PR as merged after review: checks, long math clamped, replica map of 6"),
                    entry(
                            DefaultLocaleHeaders.class,
                            KNOWN_BAD,
                            broken(LOCALE_INDEPENDENT),
                            "names lowercased in the default locale"),
                    entry(
                            IntCapacityHeaders.class,
                            KNOWN_BAD,
                            broken(SIZED_WITHOUT_RESIZE),
                            "capacity computed in int without the clamp"),
                    entry(
                            ReplicaMapOfFourHeaders.class,
                            KNOWN_BAD,
                            broken(SIZED_WITHOUT_RESIZE),
                            "replica status map presized to 4 for 4 entries"),
                    entry(
                            UncheckedPopulateHeaders.class,
                            KNOWN_BAD,
                            broken(PRECONDITIONS_CHECKED),
                            "population without argument checks"),
                    entry(
                            CaseSensitiveDecodeHeaders.class,
                            KNOWN_BAD,
                            broken(OWNER_DECODED_ANY_CASE),
                            "decode matched case-sensitively against names as they arrived"),
                    entry(
                            DecodeEveryValueHeaders.class,
                            KNOWN_BAD,
                            broken(AGREES_WITH_OLD_PATH),
                            "decodes every header value in place, not only the owner header's"),
                    entry(
                            NonFinalResponseHeaders.class,
                            KNOWN_BAD,
                            broken(SAFE_PUBLICATION),
                            "response fields not final"),
                    entry(
                            RecycledResponseHeaders.class,
                            KNOWN_BAD,
                            broken(SAFE_PUBLICATION),
                            "one response object refilled by every respond"),
                    entry(
                            StillCopyingHeaders.class,
                            KNOWN_BAD,
                            broken(ALLOCATES_LESS_THAN_OLD_PATH),
                            "the merged path that still copies the headers into a HashMap: right answers, more allocation than the old path"),
                    // The real azure-cosmos gateway path, the release before PR #48662 and the first with
                    // it, through an adapter in the upstream module (no client, no network).
                    CatalogEntry.upstream(
                            "dev.provingground.headers.upstream.CosmosGatewayPath",
                            "com.azure:azure-cosmos:4.79.0",
                            BEFORE,
                            sound(),
                            "real azure-cosmos 4.79.0: StoreResponse from HttpUtils.unescape(toLowerCaseMap()); decodes the owner header in any case (F7 is our port's); no array population or mapCapacityForSize yet (n/a)"),
                    CatalogEntry.upstream(
                            "dev.provingground.headers.upstream.CosmosGatewayPath",
                            "com.azure:azure-cosmos:4.80.0",
                            PR,
                            sound(),
                            "real azure-cosmos 4.80.0 (PR #48662): StoreResponse from HttpHeaders.populateLowerCaseHeaders, owner header decoded in place; keeps '+' (F12)")));

    private static CatalogEntry entry(
            Class<? extends HeaderPath> subject, CatalogEntry.Role role, Expected expected, String summary) {
        return new CatalogEntry(subject, role, expected, summary);
    }
}
