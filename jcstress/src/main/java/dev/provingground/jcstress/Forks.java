package dev.provingground.jcstress;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A litmus test run in this many times the forks jcstress is told ({@code -f}), on every subject: for
 * a forbidden outcome whose window is a few instructions wide, so that a known-bad subject the test
 * names is caught in every run, not in most. {@link LitmusGroupRun} plans the forks; {@link LitmusRunner}
 * merges their samples into the one cell.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Forks {
    int value();
}
