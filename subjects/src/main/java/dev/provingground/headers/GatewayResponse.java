package dev.provingground.headers;

/** The response the gateway builds from the received headers (Azure Cosmos' StoreResponse). */
public interface GatewayResponse {

    /** The value of the header with this name in any case, or null; the owner-full-name header URL-decoded. */
    String getHeaderValue(String name);

    int headerCount();

    /** An adapter's response around a real one (Cosmos' StoreResponse): checks of the response's class cannot see through it. */
    interface Wrapper extends GatewayResponse {
        Object wrapped();
    }
}
