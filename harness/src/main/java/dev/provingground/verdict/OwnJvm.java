package dev.provingground.verdict;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A check that always runs in a JVM of its own ({@link OwnJvmCheck}), started with these JVM options:
 * for a check whose subject may keep threads that cannot be stopped (a spinning acquirer), or that
 * needs a JVM-wide setting (the virtual-thread scheduler's size). The engine carries the rest: the
 * bound, the thread dump of a stuck child, the outcome of a child that exits or dies.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface OwnJvm {

    /** JVM options of the check's own JVM, e.g. {@code -Djdk.virtualThreadScheduler.parallelism=1}. */
    String[] value() default {};
}
