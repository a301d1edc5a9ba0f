package dev.provingground.verdict;

import java.lang.reflect.AnnotatedElement;
import java.util.Optional;

/**
 * What a check needs of a subject to reach it at all (a timer injected through the setup, a method a
 * release does not have yet). A check declares it with {@link Requires}; every engine asks it before
 * running the check, and a subject it cannot reach gets an n/a cell with the reason: nothing claimed
 * either way. Implementations have a public no-argument constructor.
 */
public interface Reach {

    /** Empty when the check can reach this subject; otherwise why not, in one line. */
    Optional<String> unreachableIn(Class<?> subject);

    /**
     * Why the check ({@code testClass}, or its method {@code method} when not null) cannot reach
     * {@code subject}; empty when it can, and when the subject's class cannot even load (the engine
     * then reports that as the harness error it is).
     */
    static Optional<String> unreachable(Class<?> testClass, String method, CatalogEntry subject) {
        Optional<String> reason =
                new EachSubject.Check(testClass, method).declared().flatMap(m -> unreachable(m, subject));
        return reason.isPresent() ? reason : unreachable(testClass, subject);
    }

    private static Optional<String> unreachable(AnnotatedElement check, CatalogEntry entry) {
        Requires requires = check.getAnnotation(Requires.class);
        if (requires == null) return Optional.empty();
        Class<?> subject;
        try {
            subject = entry.subject();
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
        for (Class<? extends Reach> need : requires.value()) {
            Reach reach;
            try {
                var constructor = need.getDeclaredConstructor();
                constructor.setAccessible(true);
                reach = constructor.newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(need.getName() + " needs a public no-argument constructor", e);
            }
            Optional<String> why = reach.unreachableIn(subject);
            if (why.isPresent()) return why;
        }
        return Optional.empty();
    }
}
