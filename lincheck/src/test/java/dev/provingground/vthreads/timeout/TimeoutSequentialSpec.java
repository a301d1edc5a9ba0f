package dev.provingground.vthreads.timeout;

/** The sequential specification of {@link TimeoutOperations}: the first of completion and timer wins, once. */
public class TimeoutSequentialSpec {

    private String result;

    public boolean complete() {
        if (result != null) return false;
        result = "real";
        return true;
    }

    public void fire() {
        if (result != null) return;
        result = "timeout";
    }

    public String result() {
        return result;
    }
}
