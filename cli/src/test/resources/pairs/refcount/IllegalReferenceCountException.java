package pairs.refcount;

public class IllegalReferenceCountException extends IllegalStateException {
    public IllegalReferenceCountException(int count, int delta) {
        super("refCnt: " + count + ", " + (delta > 0 ? "increment: " + delta : "decrement: " + -delta));
    }
}
