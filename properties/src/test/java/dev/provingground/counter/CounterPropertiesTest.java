package dev.provingground.counter;

import static dev.provingground.counter.CounterContract.CONTRACT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.clearInvocations;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoMoreInteractions;

import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Sequential semantics of every counter subject, on random operation sequences (three instances,
 * sends, completions, evictions), each step compared with {@link SequentialCounterModel}.
 */
class CounterPropertiesTest {

    private static final int THRESHOLD = 2;

    private static PendingRequestCounters create(CatalogEntry subject, UnmatchedCompletionReporter reporter) {
        return CONTRACT.create(subject.subject(), new CounterSetup(THRESHOLD, reporter));
    }

    @EachSubject
    @Aim(properties = "NEVER_NEGATIVE", catches = NoFloorCounters.class)
    void countNeverNegative(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(CounterOp.sequences()).checkAssert(steps -> {
                    List<CounterOp> ops = steps.ops();
                    PendingRequestCounters counters = create(subject, UnmatchedCompletionReporter.IGNORE);
                    for (int step = 0; step < ops.size(); step++) {
                        ops.get(step).applyTo(counters);
                        for (String i : CounterOp.INSTANCES) {
                            assertThat(counters.pending(i))
                                    .as("pending(%s) after %s", i, new CounterOp.Steps(ops.subList(0, step + 1)))
                                    .isGreaterThanOrEqualTo(0);
                        }
                    }
                }));
    }

    /** Mockito checks the reporter is called exactly when the model says a completion was unmatched. */
    @EachSubject
    @Aim(properties = "UNMATCHED_REPORTED_ONCE", catches = UpdateAndGetFloorCounters.class)
    void reporterCalledExactlyForUnmatchedCompletions(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(CounterOp.sequences()).checkAssert(steps -> {
                    List<CounterOp> ops = steps.ops();
                    UnmatchedCompletionReporter reporter = mock(UnmatchedCompletionReporter.class);
                    PendingRequestCounters counters = create(subject, reporter);
                    Map<String, Integer> modelReports = new HashMap<>();
                    SequentialCounterModel model = new SequentialCounterModel(
                            new CounterSetup(THRESHOLD, i -> modelReports.merge(i, 1, Integer::sum)));
                    for (CounterOp op : ops) {
                        modelReports.clear();
                        op.applyTo(model);
                        op.applyTo(counters);
                        for (String i : CounterOp.INSTANCES) {
                            verify(
                                            reporter,
                                            times(modelReports.getOrDefault(i, 0))
                                                    .description("reports for " + i + " after " + op + " in " + steps))
                                    .unmatchedCompletion(i);
                        }
                        verifyNoMoreInteractions(reporter);
                        clearInvocations(reporter);
                    }
                }));
    }

    @EachSubject
    @Aim(properties = "AGREES_WITH_MODEL", catches = StrictThresholdCounters.class)
    void pendingAndBlockedAgreeWithModel(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(CounterOp.sequences()).checkAssert(steps -> {
                    List<CounterOp> ops = steps.ops();
                    PendingRequestCounters counters = create(subject, UnmatchedCompletionReporter.IGNORE);
                    SequentialCounterModel model =
                            new SequentialCounterModel(new CounterSetup(THRESHOLD, UnmatchedCompletionReporter.IGNORE));
                    for (int step = 0; step < ops.size(); step++) {
                        ops.get(step).applyTo(model);
                        ops.get(step).applyTo(counters);
                        for (String i : CounterOp.INSTANCES) {
                            String where = i + " after " + new CounterOp.Steps(ops.subList(0, step + 1));
                            assertThat(counters.pending(i))
                                    .as("pending(%s)", where)
                                    .isEqualTo(model.pending(i));
                            assertThat(counters.isBlocked(i))
                                    .as("isBlocked(%s)", where)
                                    .isEqualTo(model.isBlocked(i));
                        }
                        assertThat(counters.blockedInstanceCount())
                                .as("blockedInstanceCount after %s", new CounterOp.Steps(ops.subList(0, step + 1)))
                                .isEqualTo(model.blockedInstanceCount());
                    }
                }));
    }

    @EachSubject
    @Aim(properties = "EVICTION_KEEPS_IN_FLIGHT", catches = EvictBusyCounters.class)
    void evictionKeepsCountersInFlight(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(CounterOp.sequences()).checkAssert(steps -> {
                    List<CounterOp> ops = steps.ops();
                    PendingRequestCounters counters = create(subject, UnmatchedCompletionReporter.IGNORE);
                    for (CounterOp op : ops) {
                        Map<String, Integer> before = new HashMap<>();
                        CounterOp.INSTANCES.forEach(i -> before.put(i, counters.pending(i)));
                        op.applyTo(counters);
                        if (op.kind() == CounterOp.Kind.EVICT) {
                            for (String i : CounterOp.INSTANCES) {
                                assertThat(counters.pending(i))
                                        .as("pending(%s) across %s in %s", i, op, steps)
                                        .isEqualTo(before.get(i));
                            }
                        }
                    }
                }));
    }
}
