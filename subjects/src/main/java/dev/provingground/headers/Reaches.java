package dev.provingground.headers;

import dev.provingground.verdict.Reach;
import java.util.Optional;

/**
 * What some header checks need of a subject ({@code @Requires(Reaches.ArrayPopulation.class)}): parts
 * of the contract that only the PR's code has. A real release from before the PR (azure-cosmos 4.79.0)
 * throws UnsupportedOperationException for them, naming what it lacks, and such a check is n/a there.
 */
public final class Reaches {

    private Reaches() {}

    private static HeaderPath build(Class<?> subject) {
        return HeadersContract.CONTRACT.create(subject, new HeadersSetup());
    }

    private static Optional<String> lacking(Runnable use, Class<?> subject) {
        try {
            use.run();
            return Optional.empty();
        } catch (UnsupportedOperationException e) {
            return Optional.of("not applicable: " + subject.getSimpleName() + ": " + e.getMessage());
        } catch (RuntimeException e) {
            return Optional.empty(); // anything else is for the check to judge
        }
    }

    /** {@link HeaderStore#populateLowerCaseHeaders}, the PR's array population. */
    public static final class ArrayPopulation implements Reach {
        @Override
        public Optional<String> unreachableIn(Class<?> subject) {
            return lacking(
                    () -> build(subject).newHeaders().populateLowerCaseHeaders(new String[0], new String[0]), subject);
        }
    }

    /** {@link HeaderPath#mapCapacityForSize}, the PR's presizing. */
    public static final class MapSizing implements Reach {
        @Override
        public Optional<String> unreachableIn(Class<?> subject) {
            return lacking(() -> build(subject).mapCapacityForSize(1), subject);
        }
    }

    /**
     * A response whose own class can be inspected: not an adapter's {@link GatewayResponse.Wrapper}
     * around the real response, whose fields are the wrapper's, not the real class's.
     */
    public static final class OwnResponseClass implements Reach {
        @Override
        public Optional<String> unreachableIn(Class<?> subject) {
            HeaderPath path = build(subject);
            GatewayResponse response = path.respond(path.newHeaders());
            return response instanceof GatewayResponse.Wrapper w
                    ? Optional.of("not applicable: " + subject.getSimpleName() + " answers with a wrapper around "
                            + w.wrapped().getClass().getName()
                            + "; this check reads the response class's own fields, so it would judge the wrapper")
                    : Optional.empty();
        }
    }
}
