package dev.provingground.jcstress;

import dev.provingground.verdict.Calibration;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.KnownBadCells;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.Selection;
import dev.provingground.verdict.Setting;
import dev.provingground.verdict.Shard;
import dev.provingground.verdict.SubjectException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs every litmus test of every contract on every selected subject, in one jcstress run (a child JVM,
 * {@link LitmusGroupRun}: each fork carries its subject's {@code -Dpg.subject}), and
 * records one result per (subject, litmus test) with jcstress's outcome table as evidence.
 *
 * <p>Exit 0 when every test was recorded, whatever it observed: a FORBIDDEN outcome is a finding for
 * the verdict step to judge, and a test the run could not judge (no result, a jcstress JVM that died)
 * is an ERROR cell, which fails the build there. Exit 1 on a harness problem no cell can carry: a
 * contract without litmus tests; exit 2 on a subject that cannot be selected.
 *
 * <p>The entry point: which pairs run is {@link LitmusPlan}'s, the run {@link LitmusRun}'s (its forks watched by
 * {@link ForkSupervisor}), a calibration {@link LitmusCalibration}'s; {@link LitmusRecord} and {@link LitmusGrading}
 * turn what the run left into cells.
 */
public final class LitmusRunner {

    /** This run's share of (litmus test, subject) pairs ({@code -Dpg.shard}). */
    static final Shard SHARD = Shard.fromSystemProperty();

    public static void main(String[] args) throws Exception {
        Recorder recorder = Recorder.forEngine("jcstress");
        List<String> baseArgs = Arrays.stream(
                        Setting.JCSTRESS_ARGS.or("-m quick").trim().split("\\s+"))
                .filter(s -> !s.isEmpty())
                .toList();
        try {
            KnownBadCells.Scope.ofSetting();
        } catch (IllegalArgumentException e) {
            System.err.println("ERROR: " + e.getMessage());
            System.exit(2);
            return;
        }
        List<String> problems = new ArrayList<>();
        Map<Contract<?, ?>, Map<CatalogEntry, List<String>>> groups = new LinkedHashMap<>();
        for (Contract<?, ?> contract : Contracts.all()) {
            List<String> tests = LitmusPlan.litmusTestsOf(contract);
            if (tests.isEmpty() && LitmusPlan.WITHOUT_LITMUS.containsKey(contract.name())) {
                System.out.printf(
                        "%n=== jcstress [%s]: no litmus tests, by design: %s ===%n",
                        contract.name(), LitmusPlan.WITHOUT_LITMUS.get(contract.name()));
                continue;
            }
            if (tests.isEmpty()) {
                problems.add("no litmus test found for contract " + contract.name() + " in package "
                        + contract.type().getPackageName());
                continue;
            }
            List<CatalogEntry> subjects;
            try {
                subjects = Selection.subjects(contract);
            } catch (SubjectException e) {
                System.err.println("ERROR: " + e.getMessage());
                System.exit(2);
                return;
            }
            List<String> ids = subjects.stream().map(CatalogEntry::id).toList();
            Map<CatalogEntry, List<String>> group = new LinkedHashMap<>();
            for (CatalogEntry subject : subjects) {
                List<String> mine = tests.stream()
                        .filter(t -> SHARD.owns(t, ids, subject.id()))
                        .toList();
                if (mine.isEmpty()) continue; // another shard's
                List<String> applicable = LitmusPlan.applicable(recorder, contract, subject, mine);
                if (!applicable.isEmpty()) group.put(subject, applicable);
            }
            if (!group.isEmpty()) groups.put(contract, group);
        }
        if (!groups.isEmpty()) {
            if (Calibration.runs() > 1) LitmusCalibration.calibrate(recorder, groups, baseArgs);
            else LitmusRun.runGroups(recorder, groups, baseArgs);
        }
        if (!problems.isEmpty()) {
            problems.forEach(p -> System.err.println("jcstress harness problem: " + p));
            System.exit(1);
        }
    }
}
