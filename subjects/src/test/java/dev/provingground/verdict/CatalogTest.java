package dev.provingground.verdict;

import static dev.provingground.counter.CounterContract.CONTRACT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.counter.ComputeCounters;
import dev.provingground.counter.CounterSetup;
import dev.provingground.counter.PendingRequestCounters;
import dev.provingground.counter.UnmatchedCompletionReporter;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The catalogs are well formed and every subject in them can be built the way engines build it. */
class CatalogTest {

    /** The suite's own subjects; the adapters over real artifacts are built in the upstream module's tests, once resolved. */
    static Stream<CatalogEntry> entries() {
        return Contracts.all().stream()
                .flatMap(c -> c.catalog().stream())
                .filter(e -> e.upstream().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("entries")
    void everySubjectIsConstructible(CatalogEntry entry) {
        Contract<?, ?> contract = Contracts.all().stream()
                .filter(c -> c.catalog().contains(entry))
                .findFirst()
                .orElseThrow();
        assertNotNull(build(contract, entry.subject()));
    }

    private static <T, S> T build(Contract<T, S> contract, Class<?> subject) {
        return contract.create(subject, contract.sampleSetup().get());
    }

    @Test
    void catalogsListEachSubjectOnceAndNameTheStory() {
        for (Contract<?, ?> c : Contracts.all()) {
            var seen = new HashSet<String>();
            c.catalog().forEach(e -> assertTrue(seen.add(e.id()), "listed twice: " + e.name()));
            var roles = c.catalog().stream().map(CatalogEntry::role).toList();
            assertTrue(roles.contains(CatalogEntry.Role.BEFORE), c.name() + " has no before subject");
            assertTrue(roles.contains(CatalogEntry.Role.PR), c.name() + " has no PR subject");
            assertTrue(roles.contains(CatalogEntry.Role.KNOWN_BAD), c.name() + " has no known-bad subject");
            c.catalog().stream()
                    .filter(e -> e.role() == CatalogEntry.Role.KNOWN_BAD)
                    .forEach(e -> assertTrue(!e.expected().isSound(), e.name() + " is known-bad but SOUND"));
        }
    }

    @Test
    void contractNamesWhatIsWrongWithABadSubject() {
        var notAContract = assertThrows(
                SubjectException.class,
                () -> CONTRACT.create(String.class, new CounterSetup(2, UnmatchedCompletionReporter.IGNORE)));
        assertEquals(
                "java.lang.String does not implement " + PendingRequestCounters.class.getName(),
                notAContract.getMessage());
        var missing = assertThrows(
                SubjectException.class,
                () -> CONTRACT.load("com.acme.Nope", getClass().getClassLoader()));
        assertEquals("subject class com.acme.Nope not found on the class path", missing.getMessage());
        var noConstructor = assertThrows(
                SubjectException.class,
                () -> CONTRACT.load(
                        NoSetupConstructor.class.getName(), getClass().getClassLoader()));
        assertTrue(noConstructor.getMessage().contains("has no public constructor"), noConstructor.getMessage());
    }

    @Test
    void selectionKeepsCatalogVerdictsAndTreatsOtherClassesAsSound() {
        List<CatalogEntry> picked = Selection.subjects(
                CONTRACT,
                ComputeCounters.class.getName() + "," + Reviewed.class.getName(),
                getClass().getClassLoader());
        assertEquals(2, picked.size());
        assertEquals(CatalogEntry.Role.BEFORE, picked.get(0).role());
        assertEquals(CatalogEntry.Role.REVIEWED, picked.get(1).role());
        assertTrue(picked.get(1).expected().isSound());
    }

    public static class Reviewed extends ComputeCounters {
        public Reviewed(CounterSetup setup) {
            super(setup);
        }
    }

    public static class NoSetupConstructor extends ComputeCounters {
        public NoSetupConstructor() {
            super(new CounterSetup(1, UnmatchedCompletionReporter.IGNORE));
        }
    }
}
