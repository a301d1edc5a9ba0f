package dev.provingground.verdict;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test of the tool itself, end to end (a nested build, a launcher run, a diff of two builds): not a check of a
 * subject. It runs in a plain {@code ./mvnw verify}; not again inside the suite's nested builds
 * ({@code -Dpg.it.skip=true}); and in a sharded run ({@code -Dpg.shard=K/N}) in one shard only, the one its
 * {@link #group} falls to ({@code group mod N == K - 1}), so the shards share the tool's tests as they share the
 * battery. The groups are chosen by measured time, heaviest apart.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(ToolTest.Condition.class)
public @interface ToolTest {

    /**
     * The JUnit tag of a tool test that takes minutes: a nested build of the whole battery on a reviewer's class, a
     * diff of two builds at its whole budget, a demonstration at the default bounds. The 2-core {@code ./mvnw verify}
     * leaves these out, to stay under 25 minutes (docs/ci.md, "Build time"; its figures in docs/history.md), and runs one test of each command
     * instead; {@code -Pe2e} runs them all, as the pull-request workflow's shards, the nightly and the flake report do.
     */
    String LONG = "long-e2e";

    /** Which share of a sharded run this test belongs to (0, 1, 2, ...). */
    int group();

    /** Enabled unless inside a nested build, or in a shard its group does not fall to. */
    final class Condition implements ExecutionCondition {
        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            if (Setting.IT_SKIP.isTrue()) {
                return ConditionEvaluationResult.disabled(
                        "a test of the tool: not again inside a nested build of the suite (pg.it.skip)");
            }
            ToolTest tool = context.getTestClass()
                    .map(c -> c.getAnnotation(ToolTest.class))
                    .orElse(null);
            Shard shard = Shard.fromSystemProperty();
            if (tool == null || shard.isAll()) return ConditionEvaluationResult.enabled("a test of the tool");
            int owner = Math.floorMod(tool.group(), shard.count()) + 1;
            return owner == shard.index()
                    ? ConditionEvaluationResult.enabled("group " + tool.group() + ": shard " + shard)
                    : ConditionEvaluationResult.disabled("group " + tool.group() + " runs in shard " + owner + "/"
                            + shard.count() + ", not " + shard);
        }
    }
}
