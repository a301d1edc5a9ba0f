package dev.provingground.verdict;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What a check is aimed at: the properties it checks (constant names of the contract's property enum;
 * usually one, all of them for a linearizability check against the sequential model) and the
 * known-bad subjects it must catch. The verdict step fails the build if a check stops
 * catching a subject it names here: a check without teeth.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Aim {
    String[] properties();

    Class<?>[] catches();
}
