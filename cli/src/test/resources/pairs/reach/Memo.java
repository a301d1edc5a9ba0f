package pairs.reach;

/**
 * A value computed once: {@code Memo.memoize()} returns an anonymous subclass that keeps it, under a lock.
 * The class named is not the class of the object built; what {@code get} runs is the subclass's.
 */
public class Memo {

    public static Memo memoize() {
        return new Memo() {
            private Integer cached;

            @Override
            public synchronized int get() {
                if (cached == null) cached = compute();
                return cached;
            }
        };
    }

    int computed;

    int compute() {
        return ++computed;
    }

    public int get() {
        return compute();
    }
}
