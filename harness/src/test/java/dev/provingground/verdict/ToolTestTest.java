package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionContext;

/** A test of the tool runs in a plain build, never in a nested one, and in exactly one shard of a sharded run. */
class ToolTestTest {

    @ToolTest(group = 5)
    static final class Heavy {}

    private final String shard = System.getProperty("pg.shard");
    private final String skip = System.getProperty("pg.it.skip");

    @AfterEach
    void restore() {
        set("pg.shard", shard);
        set("pg.it.skip", skip);
    }

    private static void set(String name, String value) {
        if (value == null) System.clearProperty(name);
        else System.setProperty(name, value);
    }

    private static boolean enabled(String shard, String skip) {
        set("pg.shard", shard);
        set("pg.it.skip", skip);
        ExtensionContext context = (ExtensionContext) Proxy.newProxyInstance(
                ToolTestTest.class.getClassLoader(),
                new Class<?>[] {ExtensionContext.class},
                (proxy, method, args) -> method.getName().equals("getTestClass") ? Optional.of(Heavy.class) : null);
        return !new ToolTest.Condition().evaluateExecutionCondition(context).isDisabled();
    }

    @Test
    void aPlainBuildRunsItANestedOneNever() {
        assertTrue(enabled("", "false"));
        assertFalse(enabled("", "true"));
        assertFalse(enabled("2/4", "true"));
    }

    @Test
    void aShardedRunRunsItInTheOneShardItsGroupFallsTo() {
        int runs = 0;
        for (int k = 1; k <= 4; k++) if (enabled(k + "/4", "false")) runs++;
        assertEquals(1, runs, "exactly one of four shards");
        assertTrue(enabled("2/4", "false"), "group 5 of 4 shards: 5 mod 4 = 1, the second shard");
        assertTrue(enabled("1/1", "false"));
    }
}
