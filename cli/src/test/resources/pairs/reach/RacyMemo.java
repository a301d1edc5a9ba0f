package pairs.reach;

/** The PR: the anonymous subclass's getter lost its lock; two first calls can both compute, and answer 1 and 2. */
public class RacyMemo {

    public static RacyMemo memoize() {
        return new RacyMemo() {
            private Integer cached;

            @Override
            public int get() {
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
