package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The regression test a diff writes for a race ({@link Reproducer}): every kind of argument the diff calls with
 * written as Java that compiles against JUnit and Lincheck alone, and what has no Java form said so, never guessed.
 * (That the test fails on the build with the race and passes on the one without is shown end to end, in a fresh
 * folder with Maven: {@code SeedPairsDiffTest}.)
 */
public class ReproducerTest {

    public enum Colour {
        RED,
        GREEN
    }

    public interface Listener {
        void heard(String what);
    }

    public static final class Key {
        private final String name;

        public Key(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** An abstract argument with no constructor but one that takes its name (Spring's PropertySource). */
    public abstract static class Named {
        private final String name;

        protected Named(String name) {
            this.name = name;
        }

        public String name() {
            return name;
        }

        public abstract Object value(String key);

        protected abstract char mark(int at);
    }

    public interface Meter {
        void increment();

        long count();
    }

    /** Every kind of parameter the diff has a domain for, and a handle. */
    public static final class Tally {
        private final java.util.Map<String, Long> counts = new java.util.HashMap<>();

        public void add(String... names) {
            for (String n : names) counts.merge(n, 1L, Long::sum);
        }

        public long count(String name) {
            return counts.getOrDefault(name, 0L);
        }

        public void weigh(int i, long l, double d, float f, short s, byte b, char c, boolean z) {}

        public void paint(Colour colour, java.util.List<String> names, java.util.Set<Integer> numbers) {}

        public String typeOf(Class<?> type, java.lang.reflect.Method method) {
            return type.getSimpleName() + method.getName();
        }

        public void listen(Listener listener, Key key) {
            listener.heard(key.toString());
        }

        public String source(Named named) {
            return named.name();
        }

        public Meter meter(String name) {
            return new Meter() {
                public void increment() {}

                public long count() {
                    return 0;
                }
            };
        }
    }

    @Test
    void everyCallOfAClassIsWrittenAsJavaThatCompilesAgainstLincheckAndJUnit(@TempDir Path out) throws Exception {
        Path classes = Path.of(
                Tally.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        DiffOptions options = new DiffOptions(
                Tally.class.getName(),
                classes.toString(),
                classes.toString(),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                DiffRequest.Mode.QUICK,
                1,
                false,
                false,
                out);
        DiffRequest request = DiffRequest.of(options);
        Class<?> api = request.after().type();
        Operations operations = Operations.of(api, request.before().type());
        List<Operations.Op> ops = operations.ops();
        assertTrue(ops.stream().anyMatch(op -> op.then() != null), "a handle's call among " + ops);
        // Every call, in two threads: the scenario's shape does not matter to whether its calls are Java.
        String first = IntStream.range(0, ops.size())
                .filter(i -> i % 2 == 0)
                .mapToObj(Integer::toString)
                .collect(Collectors.joining(","));
        String second = IntStream.range(0, ops.size())
                .filter(i -> i % 2 == 1)
                .mapToObj(Integer::toString)
                .collect(Collectors.joining(","));
        Reproducer.Written written = Reproducer.write(
                options,
                request,
                api,
                ops,
                java.util.Set.of(),
                "/" + first + "|" + second + "/0",
                List.of("java.util.concurrent.atomic.AtomicLong"),
                "after is not linearizable, before is",
                out);
        assertTrue(written.exists(), written.missing());
        assertEquals(
                out.resolve("regression-test/src/test/java/dev/provingground/diff/TallyRaceTest.java"),
                written.source());
        String source = Files.readString(written.source());
        assertTrue(source.contains("doNothing(dev.provingground.diff.ReproducerTest.Listener.class)"), source);
        assertTrue(
                source.contains("new dev.provingground.diff.ReproducerTest.Key((java.lang.String) (\"a\"))"), source);
        assertTrue(source.contains("handle.increment()"), source);
        assertTrue(
                source.contains("subject.add(given((java.lang.String[])"),
                "an array given is registered, so an answer that is that array is marked as the diff's are: " + source);
        assertTrue(
                source.contains("new dev.provingground.diff.ReproducerTest.Named((java.lang.String) (\"a\")) {"),
                "an abstract class's do-nothing subclass, built by its constructor: " + source);
        assertTrue(
                source.contains("java.util.Set.of(\"java.util.concurrent.atomic.AtomicLong\").contains(c.getName())")
                        && source.contains("}).allMethods().treatAsAtomic()"),
                "model checking takes a class, and those that extend it, as one step where the diff's did: " + source);
        assertTrue(
                source.contains("name.startsWith(\"jdk.internal.loader.\")"),
                "and the JDK's class loading, as the diff's does: " + source);
        assertTrue(
                source.contains(dev.provingground.guarantees.JdkAsOneStep.javaSource()),
                "and every guarantee of the suite's list, as the diff's engines take them: " + source);
        assertTrue(
                source.contains(LoopSwitches.javaSource()),
                "and a loop's turns before a switch, as the diff's model checking lets it run (F28): " + source);
        String pom = Files.readString(written.folder().resolve("pom.xml"));
        assertTrue(pom.contains("<systemPath>${project.basedir}/lib/after-0.jar</systemPath>"), pom);
        assertTrue(Files.isRegularFile(written.folder().resolve("lib/before-0.jar")));

        Path compiled = Files.createDirectories(out.resolve("compiled"));
        String classPath = classes + File.pathSeparator + System.getProperty("java.class.path");
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int javac = ToolProvider.getSystemJavaCompiler()
                .run(
                        null,
                        null,
                        errors,
                        "-proc:none",
                        "-Xlint:none",
                        "-classpath",
                        classPath,
                        "-d",
                        compiled.toString(),
                        written.source().toString());
        assertEquals(0, javac, errors + "\n" + source);
    }

    @Test
    void aSequentialDifferenceIsATestOfItsCallsAndTheBeforeBuildsAnswers(@TempDir Path out) throws Exception {
        Path classes = Path.of(
                Tally.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        DiffOptions options = new DiffOptions(
                Tally.class.getName(),
                classes.toString(),
                classes.toString(),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                DiffRequest.Mode.QUICK,
                1,
                false,
                false,
                out);
        DiffRequest request = DiffRequest.of(options);
        Class<?> api = request.after().type();
        Operations.Op add =
                new Operations.Op("add", List.of("[Ljava.lang.String;"), List.of(new Domains.Array(List.of("a"))));
        Operations.Op count = new Operations.Op("count", List.of("java.lang.String"), List.of("a"));
        Reproducer.Written written = Reproducer.writeSequence(
                options,
                request,
                api,
                List.of(add, count, count),
                List.of("void", "1", "1"),
                java.util.Set.of(),
                "after differs from before",
                out);
        assertTrue(written.exists(), written.missing());
        String source = Files.readString(written.source());
        assertTrue(source.contains("public class TallyDifferenceTest"), source);
        assertTrue(source.contains("\"void\",\n                \"1\",\n                \"1\"), answers);"), source);
        assertTrue(!source.contains("@Operation"), "no Lincheck in a sequence's test: " + source);
        Path compiled = Files.createDirectories(out.resolve("compiled"));
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int javac = ToolProvider.getSystemJavaCompiler()
                .run(
                        null,
                        null,
                        errors,
                        "-proc:none",
                        "-Xlint:none",
                        "-classpath",
                        classes + File.pathSeparator + System.getProperty("java.class.path"),
                        "-d",
                        compiled.toString(),
                        written.source().toString());
        assertEquals(0, javac, errors + "\n" + source);
    }

    @Test
    void aCallWithNoJavaFormLeavesNoTestAndSaysWhy() throws Exception {
        Optional<String> hidden = JavaSource.typeName(Hidden.class);
        assertTrue(hidden.isEmpty(), "a private class has no name outside it");
        assertEquals(Optional.of("java.lang.String[][]"), JavaSource.typeName(String[][].class));
        JavaSource source = new JavaSource();
        assertEquals(
                Optional.of(
                        "(java.lang.String[][]) (new java.lang.String[][] {(java.lang.String[]) (new java.lang.String[] {(java.lang.String) (\"a\")})})"),
                source.argument(new Domains.Array(List.of(new Domains.Array(List.of("a")))), String[][].class));
        assertEquals(
                Optional.of("(java.lang.Integer) (Integer.MIN_VALUE)"),
                source.argument(Integer.MIN_VALUE, Integer.class));
        assertEquals(
                Optional.of("(java.lang.String) (\"\\\"\\n\\u00e9\")"), source.argument("\"\n\u00e9", String.class));
        assertEquals(
                Optional.of("(dev.provingground.diff.ReproducerTest.Abstract) (made0)"),
                source.argument(new Made.Stub(Abstract.class.getName(), 0), Abstract.class));
        assertEquals(
                List.of("private final dev.provingground.diff.ReproducerTest.Abstract made0 ="
                        + " new dev.provingground.diff.ReproducerTest.Abstract() { @Override public void run() {} };"
                        + " // ReproducerTest.Abstract#0"),
                source.fieldDeclarations(),
                "a do-nothing subclass of an abstract class, written as an anonymous class");
        assertEquals(
                Optional.empty(),
                source.argument(new Made.Stub(Hidden.class.getName(), 0), Hidden.class),
                "a type no test outside its class can name");
    }

    private static final class Hidden {}

    public abstract static class Abstract {
        public abstract void run();
    }
}
