package dev.provingground.report;

import static dev.provingground.counter.CounterContract.CONTRACT;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The run is held to each contract's list of checks: none added, none lost without saying so. */
class ListedChecksTest {

    @Test
    void aFullRunOfExactlyTheListedChecksHasNoProblem() {
        assertEquals(List.of(), VerdictMain.listed(CONTRACT, CONTRACT.checks(), true));
    }

    @Test
    void aCheckThatRanUnlistedOrAListedCheckThatNeverRanFailsAFullRun() {
        List<String> ran = new ArrayList<>(CONTRACT.checks());
        ran.remove("lincheck:stress");
        ran.add("properties:a-new-check");
        assertEquals(
                List.of(
                        "check properties:a-new-check ran but is not in the contract's list of checks",
                        "check lincheck:stress is in the contract's list of checks but never ran"),
                VerdictMain.listed(CONTRACT, ran, true));
    }

    @Test
    void aSelectedRunMayLeaveListedChecksOut() {
        assertEquals(List.of(), VerdictMain.listed(CONTRACT, List.of("lincheck:stress"), false));
    }
}
