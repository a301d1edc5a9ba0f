package dev.provingground.verdict;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * A check: a JUnit test run once per selected subject of the contract whose package the test class
 * is in ({@link Selection#subjects}: the whole catalog, or {@code -Dpg.subjects}), none at all when
 * the selection names only other contracts' subjects. The method takes the {@link CatalogEntry}; its
 * name is the check's name ({@code stress2Threads} is {@code stress-2-threads}), and the engine finds
 * it on the stack ({@link Check#caller()}), so a check names itself once.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedTest(name = "{0}", allowZeroInvocations = true)
@ArgumentsSource(SelectedSubjects.class)
public @interface EachSubject {

    /** A check method: its class and name; {@link #caller()} finds the one running. */
    record Check(Class<?> testClass, String method) {

        /** The check's name, from its method's: {@code modelChecking2Threads} is {@code model-checking-2-threads}. */
        public String name() {
            return nameOf(method);
        }

        public static String nameOf(String method) {
            return method.replaceAll("([a-z0-9])([A-Z])", "$1-$2")
                    .replaceAll("([a-z])([0-9])", "$1-$2")
                    .toLowerCase(java.util.Locale.ROOT);
        }

        /** The check's method, declared by its class under that name (none for a litmus test class). */
        public java.util.Optional<java.lang.reflect.Method> declared() {
            return method == null
                    ? java.util.Optional.empty()
                    : java.util.Arrays.stream(testClass.getDeclaredMethods())
                            .filter(m -> m.getName().equals(method))
                            .findFirst();
        }

        /** The annotation of that type on the check's method, if it has one. */
        public <A extends java.lang.annotation.Annotation> java.util.Optional<A> annotation(Class<A> type) {
            return declared().map(m -> m.getAnnotation(type));
        }

        /** The nearest caller on this thread's stack that is an {@code @EachSubject} method. */
        public static Check caller() {
            return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                    .walk(frames -> frames.map(f -> new Check(f.getDeclaringClass(), f.getMethodName()))
                            .filter(c -> c.annotation(EachSubject.class).isPresent())
                            .findFirst())
                    .orElseThrow(() ->
                            new IllegalStateException("no @EachSubject method on the stack: a check runs from one"));
        }
    }
}
