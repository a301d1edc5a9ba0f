package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The built-in domains of reflection's values: APIs that match or register by type get arguments. */
class DomainsTest {

    @SuppressWarnings("unused")
    interface Pointcut<T extends Number> {
        boolean matches(Method method, Class<?> targetClass);

        void register(Class<? extends Number> numbers);

        void raw(Class type);

        void bounded(Class<T> type);
    }

    private static Type parameter(String method, int i) {
        return java.util.Arrays.stream(Pointcut.class.getMethods())
                .filter(m -> m.getName().equals(method))
                .findFirst()
                .orElseThrow()
                .getGenericParameterTypes()[i];
    }

    @Test
    void aMethodAndAnyClassHaveJdkValues() {
        assertEquals(Optional.of(List.of(Object.class, String.class)), Domains.of(parameter("matches", 1)));
        assertEquals(Optional.of(List.of(Object.class, String.class)), Domains.of(parameter("raw", 0)));
        List<Object> methods = Domains.of(parameter("matches", 0)).orElseThrow();
        assertEquals(
                List.of("Object#hashCode()", "Object#toString()"),
                methods.stream().map(Domains::show).toList());
    }

    @Test
    void aClassOfABoundedTypeHasNone() {
        // String.class is no Class<? extends Number>: a domain would call the method with a value its type forbids.
        assertTrue(Domains.of(parameter("register", 0)).isEmpty());
        assertTrue(Domains.of(parameter("bounded", 0)).isEmpty());
    }

    @Test
    void aClassShowsAsItsLiteral() {
        assertEquals("String.class", Domains.show(String.class));
    }
}
