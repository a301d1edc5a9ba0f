package dev.provingground.verdict;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.support.ParameterDeclarations;

/**
 * The subjects an {@link EachSubject} check runs on: the selection of the contract of the test class's
 * package, those of them this shard owns ({@code -Dpg.shard}), less the known-bad subjects the check is not aimed at
 * ({@link KnownBadCells}, {@code pg.matrix}).
 */
public final class SelectedSubjects implements ArgumentsProvider {

    @Override
    public Stream<? extends Arguments> provideArguments(ParameterDeclarations parameters, ExtensionContext context) {
        Class<?> testClass = context.getRequiredTestClass();
        Contract<?, ?> contract = Contracts.all().stream()
                .filter(c -> c.type().getPackageName().equals(testClass.getPackageName()))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(testClass.getName()
                        + " is in no contract's package: an @EachSubject check lives in its contract's package"));
        List<CatalogEntry> selected = Selection.subjects(contract);
        List<String> ids = selected.stream().map(CatalogEntry::id).toList();
        String method = context.getRequiredTestMethod().getName();
        String check = testClass.getName() + "#" + method;
        Shard shard = Shard.fromSystemProperty();
        Aim aim = Recorder.aimOf(testClass, method);
        return selected.stream()
                .filter(e -> shard.owns(check, ids, e.id()))
                .filter(e -> ranOrSaid(aim, e, check))
                .map(Arguments::of);
    }

    /** Whether the check runs on this subject ({@link KnownBadCells}); a cell it does not run is said in one line. */
    private static boolean ranOrSaid(Aim aim, CatalogEntry subject, String check) {
        if (KnownBadCells.runs(aim, subject)) return true;
        System.out.println(check + ": " + KnownBadCells.notRun(subject));
        return false;
    }
}
