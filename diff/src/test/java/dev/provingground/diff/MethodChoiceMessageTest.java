package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The method choice a check's JVM is handed arrives whole, whatever its signatures hold. */
class MethodChoiceMessageTest {

    @Test
    void anArrayOfObjectsSignatureTravelsWhole() {
        String varargs = "matches(java.lang.reflect.Method,java.lang.Class,[Ljava.lang.Object;)";
        MethodChoice choice = new MethodChoice(
                List.of(varargs),
                List.of(),
                List.of("total()"),
                Map.of(),
                Map.of("remaining()", "reads the clock"),
                false,
                List.of("add(\"a|b;c\")"),
                Map.of("size()", "answers ConcurrentHashMap.size"));
        MethodChoice read = MethodChoice.parse(choice.argument());
        assertEquals(List.of(varargs, "total()"), read.chosen());
        assertEquals(List.of(varargs), read.changed());
        assertEquals(List.of("remaining()"), List.copyOf(read.byKind().keySet()));
        assertEquals(List.of("add(\"a|b;c\")"), read.leftOutCalls());
        assertEquals(List.of("size()"), List.copyOf(read.estimates().keySet()));
        assertEquals(java.util.Set.of("remaining()", "size()"), read.byKindInHistories(), "by kind in a race");
    }
}
