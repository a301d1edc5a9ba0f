package dev.provingground.verdict;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Every contract on the class path, by name. The harness names none: each contract registers itself
 * as a {@link Provider} in {@code META-INF/services/dev.provingground.verdict.Contracts$Provider}, in the
 * order the matrix lists them.
 */
public final class Contracts {

    /** A contract's entry in the registry: a public class with a public no-argument constructor. */
    public interface Provider {
        Contract<?, ?> contract();
    }

    private static final class All { // loaded on first use, once
        static final List<Contract<?, ?>> CONTRACTS =
                ServiceLoader.load(Provider.class, Contracts.class.getClassLoader()).stream()
                        .map(p -> p.get().contract())
                        .<Contract<?, ?>>map(c -> c)
                        .toList();
    }

    private Contracts() {}

    public static List<Contract<?, ?>> all() {
        return All.CONTRACTS;
    }

    public static Optional<Contract<?, ?>> byName(String name) {
        return all().stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
