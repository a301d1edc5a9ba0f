package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The calls the sequential check rules out of the concurrent checks: each left out, said in one line a method. */
class ChoiceAfterSequentialTest {

    @Test
    void callsLeftOutAreSaidInOneLineAMethod() {
        MethodChoice choice = new MethodChoice(
                List.of("take(int)"), List.of("size()"), List.of("reserve(int)"), Map.of(), Map.of(), false);
        List<Operations.Op> calls = List.of(
                new Operations.Op("take", List.of("int"), List.of(1 << 30)),
                new Operations.Op("take", List.of("int"), List.of(-1)),
                new Operations.Op("reserve", List.of("int"), List.of(Integer.MAX_VALUE)));
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        MethodChoice left = ChoiceAfterSequential.withoutCalls(
                choice,
                calls,
                "reads past an array",
                new PrintStream(said, true, java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(List.of("take(2^30)", "take(-1)", "reserve(MAX_VALUE)"), left.leftOutCalls());
        List<String> lines = said.toString(java.nio.charset.StandardCharsets.UTF_8)
                .lines()
                .map(String::strip)
                .toList();
        assertEquals(2, lines.size(), String.join("\n", lines));
        assertEquals(
                "left out                           -                    take(int), 2 calls: reads past an array: take(2^30), take(-1)",
                lines.get(0));
        assertEquals(
                "left out                           -                    reserve(MAX_VALUE): reads past an array",
                lines.get(1));
    }
}
