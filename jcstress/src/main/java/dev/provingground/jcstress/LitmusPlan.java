package dev.provingground.jcstress;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.KnownBadCells;
import dev.provingground.verdict.Reach;
import dev.provingground.verdict.Recorder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.openjdk.jcstress.infra.runners.TestList;

/**
 * Which litmus tests run: a contract's litmus tests, and which of them can reach a subject (the others are recorded
 * n/a).
 */
final class LitmusPlan {

    private LitmusPlan() {}

    /** Contracts with nothing for jcstress to race, and why; any other contract without litmus tests is a harness error. */
    static final Map<String, String> WITHOUT_LITMUS = Map.of(
            "pinning",
            "pinning is about how a virtual thread blocks, not about memory-model outcomes; the JFR check covers it");

    /** Litmus tests of a contract: the jcstress tests in the contract interface's package. */
    static List<String> litmusTestsOf(Contract<?, ?> contract) {
        String prefix = contract.type().getPackageName() + ".";
        return TestList.tests().stream()
                .filter(t -> t.startsWith(prefix))
                .sorted()
                .toList();
    }

    /**
     * The tests that run on this subject: those that can reach it (the others are recorded n/a with the reason), less
     * those not aimed at it when it is known-bad ({@link KnownBadCells}: not run, nothing recorded).
     */
    static List<String> applicable(Recorder recorder, Contract<?, ?> contract, CatalogEntry subject, List<String> tests)
            throws Exception {
        List<String> applicable = new ArrayList<>();
        for (String test : tests) {
            if (!KnownBadCells.runs(Class.forName(test).getAnnotation(Aim.class), subject)) {
                System.out.printf("  %-28s %-11s %s%n", simpleName(test), "-", KnownBadCells.notRun(subject));
                continue;
            }
            Optional<String> reason = Reach.unreachable(Class.forName(test), null, subject);
            if (reason.isPresent()) {
                recorder.notApplicable(
                        contract,
                        subject,
                        simpleName(test),
                        Class.forName(test).getAnnotation(Aim.class),
                        reason.get());
                System.out.printf("  %-28s %-11s %s: %s%n", simpleName(test), "n/a", subject.name(), reason.get());
            } else {
                applicable.add(test);
            }
        }
        return applicable;
    }

    /** A litmus test's check name: its class's simple name. */
    static String simpleName(String test) {
        return test.substring(test.lastIndexOf('.') + 1);
    }
}
