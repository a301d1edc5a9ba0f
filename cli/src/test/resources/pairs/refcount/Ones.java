package pairs.refcount;

import java.util.List;

/** The reviewer's narrowing: every count is 1, so the only races left are the ones around the free. */
public final class Ones {
    public static List<Integer> ones() {
        return List.of(1);
    }
}
