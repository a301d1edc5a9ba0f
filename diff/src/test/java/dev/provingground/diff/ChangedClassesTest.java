package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * What {@code pr} diffs: the classes whose bytecode changed (a moved line is no change; a nested class's
 * change is its outer class's) and that hold concurrent state on either side (a PR that takes an
 * {@code AtomicLong} out for a plain {@code long} is the one most worth a diff).
 */
class ChangedClassesTest {

    private static Path compile(String name, Map<String, String> sources) throws Exception {
        Path dir = Files.createTempDirectory("pg-changed-" + name);
        List<String> args = new ArrayList<>(List.of("-d", dir.resolve("classes").toString()));
        for (Map.Entry<String, String> s : sources.entrySet()) {
            Path file = dir.resolve("src").resolve(s.getKey() + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, s.getValue());
            args.add(file.toString());
        }
        assertEquals(
                0, ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new)), "compiles");
        return dir.resolve("classes");
    }

    @Test
    void changedClassesWithConcurrentStateOnEitherSide() throws Exception {
        Path before = compile(
                "before",
                Map.of(
                        "p/Hits",
                        "package p; public class Hits { private final java.util.concurrent.atomic.AtomicLong n = new java.util.concurrent.atomic.AtomicLong();"
                                + " public long hit() { return n.incrementAndGet(); } public long count() { return n.get(); } }",
                        "p/Greeting",
                        "package p; public class Greeting { public String greet(String s) { return \"Hello \" + s; } }",
                        "p/Moved",
                        "package p; public class Moved { public int one() { return 1; } }",
                        "p/Box",
                        "package p; public class Box { private final Inner inner = new Inner(); public int get() { return inner.get(); }"
                                + " static class Inner { private volatile int v; int get() { return v; } } }"));
        Path after = compile(
                "after",
                Map.of(
                        "p/Hits",
                                "package p; public class Hits { private long n;"
                                        + " public long hit() { return ++n; } public long count() { return n; } }",
                        "p/Greeting",
                                "package p; public class Greeting { public String greet(String s) { return \"Hi \" + s; } }",
                        "p/Moved", "package p;\n\n\npublic class Moved {\n\n public int one() {\n return 1;\n }\n}",
                        "p/Box",
                                "package p; public class Box { private final Inner inner = new Inner(); public int get() { return inner.get(); }"
                                        + " static class Inner { private volatile int v; int get() { return v + 0 * v; } } }",
                        "p/Fresh", "package p; public class Fresh { }"));
        ChangedClasses.Change change = ChangedClasses.between(List.of(before), List.of(after));
        List<String> names =
                change.changed().stream().map(ChangedClasses.Changed::name).toList();
        assertEquals(List.of("p.Box", "p.Greeting", "p.Hits"), names, "a moved line is no change");
        ChangedClasses.Changed hits = change.changed().get(2);
        assertTrue(
                hits.concurrent() && hits.concurrentState().toString().contains("atomic field n (AtomicLong) (before)"),
                hits.toString());
        assertTrue(hits.methods().contains("hit()") && hits.methods().contains("count()"), hits.toString());
        ChangedClasses.Changed greeting = change.changed().get(1);
        assertTrue(!greeting.concurrent() && greeting.methods().equals(List.of("greet(String)")), greeting.toString());
        ChangedClasses.Changed box = change.changed().get(0);
        assertTrue(
                box.methods().contains("nested Box$Inner")
                        && box.concurrentState().toString().contains("volatile field Box$Inner.v"),
                box.toString());
        assertEquals(List.of("p.Fresh"), change.added());
    }

    /** Flags are changes: a PR that only drops {@code synchronized} from a method, or {@code volatile} from a field, changes no instruction. */
    @Test
    void aChangeOfFlagsAloneIsAChange() throws Exception {
        String tally =
                "package p; public class Tally { private %s long n; public %s void add() { n++; } public synchronized long get() { return n; } }";
        Path before = compile("flags-before", Map.of("p/Tally", tally.formatted("volatile", "synchronized")));
        Path after = compile("flags-after", Map.of("p/Tally", tally.formatted("", "")));
        ChangedClasses.Change change = ChangedClasses.between(List.of(before), List.of(after));
        assertEquals(1, change.changed().size(), change.toString());
        ChangedClasses.Changed t = change.changed().get(0);
        assertEquals(List.of("add()", "field n (private volatile -> private)"), t.methods(), t.toString());
        assertTrue(t.concurrent(), "synchronized get() on both sides, volatile n before: " + t);
    }
}
