package dev.provingground.headers.upstream;

import com.azure.cosmos.implementation.directconnectivity.HttpUtils;
import com.azure.cosmos.implementation.directconnectivity.StoreResponse;
import com.azure.cosmos.implementation.http.HttpHeaders;
import dev.provingground.headers.GatewayResponse;
import dev.provingground.headers.HeaderPath;
import dev.provingground.headers.HeaderStore;
import dev.provingground.headers.HeadersSetup;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;

/**
 * The real gateway path of whichever {@code com.azure:azure-cosmos} release it is loaded with (the
 * catalog names 4.79.0, the release before PR #48662, and 4.80.0, the first with it; each loads in a
 * class loader of its own). Headers are Cosmos' own {@code HttpHeaders}; the response is Cosmos' own
 * {@code StoreResponse}, built as the release's {@code RxGatewayStoreModel} builds it:
 * <ul>
 *   <li>4.80.0: {@code new StoreResponse(endpoint, status, headers, content, length)}, which calls
 *       {@code HttpHeaders.populateLowerCaseHeaders} and decodes the owner-full-name value in place;</li>
 *   <li>4.79.0: {@code new StoreResponse(endpoint, status, HttpUtils.unescape(headers.toLowerCaseMap()), content, length)}.</li>
 * </ul>
 * What a release does not have yet ({@code populateLowerCaseHeaders}, {@code mapCapacityForSize})
 * throws UnsupportedOperationException naming it, and the checks that need it are n/a there. The
 * replica status map is the contract's, not located in the real code: it throws the same way. No
 * client, endpoint or network is involved.
 */
public final class CosmosGatewayPath implements HeaderPath {

    private static final String ENDPOINT = "https://localhost:8081/";
    private static final Constructor<StoreResponse> FROM_HEADERS = constructor();
    private static final Method POPULATE =
            method(HttpHeaders.class, "populateLowerCaseHeaders", String[].class, String[].class);
    private static final Method UNESCAPE = method(HttpUtils.class, "unescape", Map.class);
    private static final Method MAP_CAPACITY = method(HttpUtils.class, "mapCapacityForSize", int.class);

    public CosmosGatewayPath(HeadersSetup setup) {}

    @Override
    public HeaderStore newHeaders() {
        return new CosmosHeaders(new HttpHeaders());
    }

    @Override
    public GatewayResponse respond(HeaderStore headers) {
        HttpHeaders real = ((CosmosHeaders) headers).real;
        StoreResponse response = FROM_HEADERS != null
                ? invoke(() -> FROM_HEADERS.newInstance(ENDPOINT, 200, real, null, 0))
                : new StoreResponse(ENDPOINT, 200, unescape(real.toLowerCaseMap()), null, 0);
        return new CosmosResponse(response);
    }

    @Override
    public int mapCapacityForSize(int n) {
        if (MAP_CAPACITY == null) throw missing("HttpUtils.mapCapacityForSize(int)");
        return invoke(() -> (Integer) MAP_CAPACITY.invoke(null, n));
    }

    @Override
    public Map<String, String> newReplicaStatusMap() {
        throw new UnsupportedOperationException(
                "the replica status map is not located in azure-cosmos' code by this adapter");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> unescape(Map<String, String> lowerCase) {
        if (UNESCAPE == null) throw missing("HttpUtils.unescape(Map)");
        return invoke(() -> (Map<String, String>) UNESCAPE.invoke(null, lowerCase));
    }

    static UnsupportedOperationException missing(String what) {
        return new UnsupportedOperationException(
                "this azure-cosmos release has no " + what + " (it came with PR #48662, in 4.80.0)");
    }

    /** Cosmos' HttpHeaders as the contract's header store. */
    static final class CosmosHeaders implements HeaderStore {
        final HttpHeaders real;

        CosmosHeaders(HttpHeaders real) {
            this.real = real;
        }

        @Override
        public void set(String name, String value) {
            real.set(name, value);
        }

        @Override
        public String get(String name) {
            return real.value(name);
        }

        @Override
        public int size() {
            return real.size();
        }

        @Override
        public void populateLowerCaseHeaders(String[] names, String[] values) {
            if (POPULATE == null) throw missing("HttpHeaders.populateLowerCaseHeaders(String[], String[])");
            invoke(() -> POPULATE.invoke(real, names, values));
        }
    }

    /** Cosmos' StoreResponse as the contract's response. */
    record CosmosResponse(StoreResponse real) implements GatewayResponse.Wrapper {
        @Override
        public Object wrapped() {
            return real;
        }

        @Override
        public String getHeaderValue(String name) {
            return real.getHeaderValue(name);
        }

        @Override
        public int headerCount() {
            return real.getResponseHeaderNames().length;
        }
    }

    private interface Call<T> {
        T call() throws ReflectiveOperationException;
    }

    /** Calls through reflection, rethrowing what the real code threw as itself. */
    private static <T> T invoke(Call<T> call) {
        try {
            return call.call();
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Constructor<StoreResponse> constructor() {
        try {
            return StoreResponse.class.getConstructor(
                    String.class, int.class, HttpHeaders.class, io.netty.buffer.ByteBufInputStream.class, int.class);
        } catch (NoSuchMethodException e) {
            return null; // before PR #48662
        }
    }

    private static Method method(Class<?> owner, String name, Class<?>... parameters) {
        try {
            return owner.getMethod(name, parameters);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }
}
