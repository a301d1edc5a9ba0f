package dev.provingground.diff;

import java.util.List;

/** A shrunk case: the calls, and what each side answered, call by call. */
record SequentialDifference(List<Operations.Op> calls, List<String> before, List<String> after, int sequence) {

    String describe() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < calls.size(); i++) {
            String mark = before.get(i).equals(after.get(i)) ? "  " : "=>";
            b.append(String.format(
                    "  %s %-28s before: %-36s after: %s%n", mark, calls.get(i), before.get(i), after.get(i)));
        }
        return b.toString();
    }

    /** The first call that answers differently, in one line. */
    String firstDifference() {
        for (int i = 0; i < calls.size(); i++) {
            if (!before.get(i).equals(after.get(i))) {
                return (i == 0 ? "" : "after " + calls.subList(0, i) + ", ") + calls.get(i) + " answers "
                        + before.get(i) + " before and " + after.get(i) + " after";
            }
        }
        return "no difference";
    }

    /**
     * Whether the difference is a failure the PR fixes: the call that answers differently threw one of the JVM's
     * exceptions for a defect in the code ({@link Thrown#isDefect}) before, and answers without throwing after
     * (Disruptor's {@code SequenceGroup.remove} of what it does not hold, an array of size -1, corpus R03).
     */
    boolean fixesADefect() {
        for (int i = 0; i < calls.size(); i++) {
            if (!before.get(i).equals(after.get(i)))
                return Thrown.isDefect(before.get(i)) && !after.get(i).startsWith("threw ");
        }
        return false;
    }
}
