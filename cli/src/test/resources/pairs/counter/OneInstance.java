package pairs.counter;

import java.util.List;

/**
 * The reviewer's narrowing: one instance name, so every send, completion and eviction meets the same
 * counter, and a send lands beside the eviction of its counter far more often than among three names.
 */
public final class OneInstance {
    public static List<String> instances() {
        return List.of("a");
    }
}
