package dev.provingground.refcount;

/** An illegal retain or release: the count the call saw and the change it asked for. */
public class IllegalReferenceCountException extends IllegalStateException {

    private final int refCnt;
    private final int delta;

    public IllegalReferenceCountException(int refCnt, int delta) {
        super("refCnt: " + refCnt + ", " + (delta > 0 ? "increment: " + delta : "decrement: " + -delta));
        this.refCnt = refCnt;
        this.delta = delta;
    }

    public int refCnt() {
        return refCnt;
    }

    public int delta() {
        return delta;
    }
}
