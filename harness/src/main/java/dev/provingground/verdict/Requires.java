package dev.provingground.verdict;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The one way, in every engine, to say that a check cannot reach some subjects: on a check method, or
 * on a check class (a litmus test, a test class whose checks all need it), the {@link Reach} the
 * check needs. The engine records an n/a cell with the reason instead of running the check.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Requires {

    Class<? extends Reach>[] value();
}
