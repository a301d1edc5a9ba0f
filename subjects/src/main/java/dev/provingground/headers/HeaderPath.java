package dev.provingground.headers;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The header-population contract (Azure Cosmos PR #48662): how the gateway turns received headers
 * into a response, and how it sizes its maps. Subjects have a public constructor taking a
 * {@link HeadersSetup}.
 *
 * <ul>
 *   <li>{@link #newHeaders()}: an empty header store;</li>
 *   <li>{@link #respond(HeaderStore)}: the response built from it, with the owner-full-name header
 *       ({@value #OWNER_FULL_NAME}) URL-decoded as {@link #urlDecode} does, whatever the case its name
 *       arrived in; a malformed encoding makes {@code respond} throw IllegalArgumentException;</li>
 *   <li>{@link #mapCapacityForSize(int)}: the initial capacity for a HashMap that must hold n
 *       entries without a resize at load factor 0.75; 1 for n &lt;= 0; never negative, never throws;</li>
 *   <li>{@link #newReplicaStatusMap()}: the map a response keeps the status of a partition's replicas
 *       in; it holds {@value #REPLICAS} entries without a resize.</li>
 * </ul>
 */
public interface HeaderPath {

    String OWNER_FULL_NAME = "x-ms-alt-content-path";

    int REPLICAS = 4;

    HeaderStore newHeaders();

    GatewayResponse respond(HeaderStore headers);

    int mapCapacityForSize(int n);

    Map<String, String> newReplicaStatusMap();

    /**
     * The owner-full-name decoding, as Cosmos' {@code HttpUtils.urlDecode} does it in both releases:
     * a {@code +} stays a {@code +} (it is escaped to {@code %2B} first), then
     * {@link URLDecoder#decode(String, java.nio.charset.Charset)} in UTF-8; a malformed escape throws
     * IllegalArgumentException. Plain {@code URLDecoder} would turn {@code a+b} into {@code a b}
     * (finding F12).
     */
    static String urlDecode(String value) {
        return URLDecoder.decode(value.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
