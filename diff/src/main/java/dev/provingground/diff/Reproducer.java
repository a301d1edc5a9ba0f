package dev.provingground.diff;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * A regression test for a race the diff found, written beside its report for the PR's author to run and commit: a
 * standalone Maven folder ({@code regression-test/}) whose JUnit 5 test runs the failing scenario as a Lincheck custom
 * scenario (model checking, then real threads) against the class itself, built the way the diff built it, with the
 * class run sequentially as its specification. It depends on the class's own artifact (the after build by default,
 * the before build with {@code -Pbefore}), JUnit and Lincheck from Maven Central, never on this project: {@code mvn
 * test} fails on the build with the race and passes on the one without. The calls answer as the diff's do ({@link
 * Outcomes}): a value, "void", or "threw" and the exception's class, so a history reads the same in both.
 */
final class Reproducer {

    /** The folder, beside the report. */
    static final String FOLDER = "regression-test";

    /** What was written: the Maven folder and the test's source; or, when nothing could be, why ({@code missing}). */
    record Written(Path folder, Path source, String missing) {

        static Written none(String why) {
            return new Written(null, null, why);
        }

        boolean exists() {
            return folder != null;
        }

        /** The commands that run it, on each build. */
        String commands() {
            return "mvn -f " + folder.resolve("pom.xml") + " test (the after build: fails); add -Pbefore for the before build (passes)";
        }
    }

    private Reproducer() {
    }

    /**
     * Writes the test of the after side's failing {@code scenario} (call numbers into {@code ops}, {@link
     * SystematicScenarios#encode}) into {@code out}/{@value #FOLDER}; {@code byKind}, the signatures whose answers are
     * compared by kind only. What cannot be written in Java leaves no test and says why.
     */
    static Written write(DiffOptions options, DiffRequest request, Class<?> api, List<Operations.Op> ops, Set<String> byKind,
                         String scenario, String verdict, Path out) throws IOException {
        String[] parts = scenario.split("/", -1);
        List<List<Integer>> threads = new ArrayList<>();
        for (String t : parts[1].split("\\|")) threads.add(indexes(t));
        List<Integer> init = indexes(parts[0]);
        List<Integer> post = indexes(parts[2]);
        Set<Integer> used = new LinkedHashSet<>(init);
        threads.forEach(used::addAll);
        used.addAll(post);
        java.util.function.Function<String, String> tests = testName -> RACE_TESTS.formatted(actors(init, ops), threads.stream()
                .map(t -> "actors(" + actors(t, ops) + ")").collect(java.util.stream.Collectors.joining(", ")), actors(post, ops),
                MODEL_CHECKING_INVOCATIONS, threads.size(), STRESS_INVOCATIONS, threads.size(), testName);
        return write(options, request, api, ops, byKind, List.copyOf(used), true, "RaceTest", RACE_DESCRIPTION, tests, verdict, out);
    }

    /**
     * Writes the test of a sequential difference: the calls, one after another on one object, and the answers the before
     * build gave ({@code before}); it fails on the after build, which answers otherwise.
     */
    static Written writeSequence(DiffOptions options, DiffRequest request, Class<?> api, List<Operations.Op> calls, List<String> before,
                                 Set<String> byKind, String verdict, Path out) throws IOException {
        List<Integer> used = java.util.stream.IntStream.range(0, calls.size()).boxed().toList();
        String expected = before.stream().map(JavaSource::literal).collect(java.util.stream.Collectors.joining(",\n                "));
        String made = used.stream().map(i -> GeneratedOperations.name(calls, i) + "()").collect(java.util.stream.Collectors.joining(",\n                "));
        java.util.function.Function<String, String> tests = testName -> SEQUENCE_TESTS.formatted(made, expected);
        return write(options, request, api, calls, byKind, used, false, "DifferenceTest", SEQUENCE_DESCRIPTION, tests, verdict, out);
    }

    private static Written write(DiffOptions options, DiffRequest request, Class<?> api, List<Operations.Op> ops, Set<String> byKind,
                                 List<Integer> used, boolean lincheck, String suffix, String description,
                                 java.util.function.Function<String, String> tests, String verdict,
                                 Path out) throws IOException {
        if (!request.sameName()) return Written.none("a diff of two classes of one build: a regression test runs one class on two builds");
        Side after = request.after();
        Optional<String> apiName = JavaSource.typeName(api);
        if (apiName.isEmpty()) return Written.none(api.getName() + " is not public: a test outside its package cannot name it (give --api)");
        Optional<String> construction = construction(after, api, apiName.get());
        if (construction.isEmpty()) return Written.none("how the diff builds the object has no Java form: " + after.construction());
        JavaSource written = new JavaSource();
        StringBuilder operations = new StringBuilder();
        for (int i : used) {
            Optional<String> method = operation(written, api, ops, i, byKind.contains(ops.get(i).signature()), lincheck);
            if (method.isEmpty()) return Written.none("the call " + ops.get(i) + " has no Java form (an argument or its type)");
            operations.append(method.get());
        }
        String simple = request.after().className().substring(request.after().className().lastIndexOf('.') + 1);
        simple = simple.substring(simple.lastIndexOf('$') + 1);
        String testName = simple + suffix;
        String pkg = after.type().getPackageName();
        Path folder = out.resolve(FOLDER);
        Path sources = folder.resolve("src/test/java").resolve(pkg.replace('.', '/'));
        Files.createDirectories(sources);
        Path source = sources.resolve(testName + ".java");
        String text = source(pkg, testName, apiName.get(), construction.get(), NewExpression.is(request.factory()) ? after.className() : null,
                written, operations.toString(), lincheck, description, tests.apply(testName), verdict, options);
        Files.writeString(source, text);
        Files.writeString(folder.resolve("pom.xml"), pom(options, testName, folder, release(after.type())));
        return new Written(folder, source, null);
    }

    private static List<Integer> indexes(String list) {
        return java.util.Arrays.stream(list.split(",")).filter(s -> !s.isBlank()).map(s -> Integer.parseInt(s.strip())).toList();
    }

    /** How the diff builds the after side's object, as a Java expression of the API's type. */
    private static Optional<String> construction(Side side, Class<?> api, String apiName) {
        Optional<String> made;
        if (NewExpression.is(side.factory())) {
            made = Optional.of(side.factory().strip().replaceAll(";+$", ""));
        } else if (side.factory() != null) {
            made = JavaSource.typeName(side.type()).map(t -> t + "." + side.factory() + "()");
        } else if (side.constructor() == null) {
            made = JavaSource.typeName(side.type()).map(t -> "new " + t + "()");
        } else {
            Optional<String> type = JavaSource.typeName(side.type());
            Optional<String> args = new JavaSource().arguments(side.constructor(), java.util.Arrays.asList(side.arguments()));
            made = type.isEmpty() || args.isEmpty() ? Optional.empty() : Optional.of("new " + type.get() + "(" + args.get() + ")");
        }
        return made.map(m -> "(" + apiName + ") (" + m + ")");
    }

    /** Call {@code i} as a Lincheck operation answering in {@link Outcomes}' words. */
    private static Optional<String> operation(JavaSource written, Class<?> api, List<Operations.Op> ops, int i, boolean byKind, boolean lincheck) {
        Operations.Op op = ops.get(i);
        Method head = op.on(api);
        Optional<String> args = written.arguments(head, op.arguments());
        if (args.isEmpty()) return Optional.empty();
        StringBuilder body = new StringBuilder();
        String call = "subject." + head.getName() + "(" + args.get() + ")";
        Method answering = head;
        if (op.then() != null) {
            Optional<String> handleType = JavaSource.typeName(head.getReturnType());
            Method then = op.then().on(head.getReturnType());
            Optional<String> thenArgs = written.arguments(then, op.then().arguments());
            if (handleType.isEmpty() || thenArgs.isEmpty()) return Optional.empty();
            body.append("            ").append(handleType.get()).append(" handle = ").append(call).append(";\n");
            body.append("            if (handle == null) return ").append(byKind ? "\"returned\"" : "\"null\"").append(";\n");
            call = "handle." + then.getName() + "(" + thenArgs.get() + ")";
            answering = then;
        }
        if (byKind) {
            body.append("            ").append(call).append(";\n            return \"returned\"; // its answer reads the clock: compared by kind\n");
        } else if (answering.getReturnType() == void.class) {
            body.append("            ").append(call).append(";\n            return \"void\";\n");
        } else {
            body.append("            return show(").append(call).append(", ").append(JavaSource.literal("a " + answering.getReturnType().getSimpleName()))
                    .append(");\n");
        }
        return Optional.of(("""

                    /** %s */
                """ + (lincheck ? "    @Operation\n" : "") + """
                    public String %s() {
                        try {
                %s        } catch (Exception e) {
                            return "threw " + e.getClass().getName();
                        }
                    }
                """).formatted(op.toString().replace("*/", "* /"), GeneratedOperations.name(ops, i), body));
    }

    private static String actors(List<Integer> calls, List<Operations.Op> ops) {
        return calls.stream().map(i -> JavaSource.literal(GeneratedOperations.name(ops, i))).collect(java.util.stream.Collectors.joining(", "));
    }

    private static String source(String pkg, String testName, String apiName, String construction, String expressionClass, JavaSource written,
                                 String operations, boolean lincheck, String description, String tests, String verdict, DiffOptions options) {
        StringBuilder s = new StringBuilder();
        if (!pkg.isEmpty()) s.append("package ").append(pkg).append(";\n\n");
        if (lincheck) {
            s.append("import org.jetbrains.kotlinx.lincheck.Actor;\n")
                    .append("import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;\n")
                    .append("import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;\n")
                    .append("import org.jetbrains.lincheck.datastructures.Operation;\n")
                    .append("import org.jetbrains.lincheck.datastructures.StressOptions;\n");
        }
        s.append("import org.junit.jupiter.api.Test;\n");
        if (expressionClass != null) { // what the diff's --new expression was compiled with (NewExpression)
            s.append("\nimport java.util.*;\nimport java.util.concurrent.*;\nimport java.util.function.*;\n");
            int dot = expressionClass.lastIndexOf('.');
            if (dot > 0) s.append("import ").append(expressionClass.replace('$', '.')).append(";\n");
        }
        s.append("""

                /**
                 * A regression test written by Proving Ground's diff for what it found in %s.
                 * Its verdict: %s.
                 *
                 * <p>%s
                 * <pre>
                 * mvn test            the after build (fails)
                 * mvn test -Pbefore   the before build (passes)
                 * </pre>
                 * The diff's replay: proving-ground diff %s
                 */
                public class %s {

                    private final %s subject = %s;
                """.formatted(options.className(), verdict.replace("*/", "* /"), description,
                String.join(" ", options.commandLine()).replace("*/", "* /"), testName, apiName, construction));
        for (String field : written.fieldDeclarations()) s.append("    ").append(field).append('\n');
        s.append(operations);
        s.append(tests);
        s.append(HELPERS);
        if (s.indexOf("doNothing(") >= 0) s.append(DO_NOTHING);
        if (s.indexOf(" method(") >= 0 || s.indexOf("(method(") >= 0) s.append(METHOD);
        return s.append("}\n").toString();
    }

    private static final String RACE_DESCRIPTION = """
            The failing scenario, run by Lincheck (model checking, then real threads) against the class itself run
             * sequentially: it fails while the race is there and passes once it is gone. Each call answers in words: its
             * value, "void", or "threw" and the exception's class.""";

    private static final String SEQUENCE_DESCRIPTION = """
            The calls, one after another on one object, and the answers the before build gave: the after build answers
             * otherwise. Each call answers in words: its value, "void", or "threw" and the exception's class.""";

    /** A race's two runs of its one scenario; the test's class name is the last argument. */
    private static final String RACE_TESTS = """

                /** The scenario the diff failed on: set-up calls, then each thread's calls, then the calls that observe. */
                static ExecutionScenario failingScenario() {
                    return new ExecutionScenario(actors(%s),
                            java.util.List.of(%s),
                            actors(%s), null);
                }

                @Test
                public void modelChecking() {
                    new ModelCheckingOptions().iterations(0).invocationsPerIteration(%d).threads(%d)
                            .addCustomScenario(failingScenario()).minimizeFailedScenario(false).check(getClass());
                }

                @Test
                public void realThreads() {
                    new StressOptions().iterations(0).invocationsPerIteration(%d).threads(%d)
                            .addCustomScenario(failingScenario()).minimizeFailedScenario(false).check(getClass());
                }

                private static java.util.List<Actor> actors(String... operations) {
                    java.util.List<Actor> actors = new java.util.ArrayList<>();
                    for (String name : operations) {
                        try {
                            actors.add(new Actor(%s.class.getMethod(name), java.util.List.of(), false, false, false, false, false));
                        } catch (NoSuchMethodException e) {
                            throw new IllegalStateException(e);
                        }
                    }
                    return actors;
                }
            """;

    /** A sequential difference: the calls in order, their answers against the before build's. */
    private static final String SEQUENCE_TESTS = """

                @Test
                public void answersAsTheBeforeBuildDid() {
                    java.util.List<String> answers = java.util.List.of(
                            %s);
                    org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of(
                            %s), answers);
                }
            """;

    /** The budget of the test's two runs of its one scenario (ten times the diff's replay of a scenario, quick mode). */
    static final int MODEL_CHECKING_INVOCATIONS = 2_000;
    static final int STRESS_INVOCATIONS = 10_000;

    private static final String HELPERS = """

                /** An answer in words, as the diff compares them: values by content, any other object by its kind. */
                private static String show(Object value, String kind) {
                    return value == null || isValue(value) ? show(value) : kind;
                }

                private static boolean isValue(Object v) {
                    return v instanceof String || v instanceof Number || v instanceof Boolean || v instanceof Character || v instanceof Enum<?>
                            || v instanceof java.util.Collection<?> || v instanceof java.util.Map<?, ?> || v.getClass().isArray()
                            || v instanceof java.util.Map.Entry<?, ?> || v instanceof java.util.Optional<?>;
                }

                private static String show(Object value) {
                    if (value == null) return "null";
                    if (value instanceof String s) return '"' + s + '"';
                    if (value instanceof Number || value instanceof Boolean || value instanceof Character) return value.toString();
                    if (value instanceof Enum<?> e) return e.name();
                    if (value instanceof java.util.Set<?> s) {
                        return s.stream().map(x -> show(x)).sorted().collect(java.util.stream.Collectors.joining(", ", "{", "}"));
                    }
                    if (value instanceof java.util.Collection<?> c) {
                        return c.stream().map(x -> show(x)).collect(java.util.stream.Collectors.joining(", ", "[", "]"));
                    }
                    if (value instanceof java.util.Map<?, ?> m) {
                        return m.entrySet().stream().map(e -> show(e.getKey()) + "=" + show(e.getValue())).sorted()
                                .collect(java.util.stream.Collectors.joining(", ", "{", "}"));
                    }
                    if (value instanceof java.util.Map.Entry<?, ?> e) return show(e.getKey()) + "=" + show(e.getValue());
                    if (value instanceof java.util.Optional<?> o) return o.map(v -> "Optional[" + show(v) + "]").orElse("Optional.empty");
                    if (value instanceof CharSequence cs) return '"' + cs.toString() + '"';
                    if (value.getClass().isArray()) {
                        java.util.List<String> items = new java.util.ArrayList<>();
                        for (int i = 0; i < java.lang.reflect.Array.getLength(value); i++) items.add(show(java.lang.reflect.Array.get(value, i)));
                        return items.toString();
                    }
                    return "a " + value.getClass().getSimpleName();
                }
            """;

    private static final String DO_NOTHING = """

                /** An object of an interface whose every method does nothing: answers 0, false or null (a default method runs). */
                @SuppressWarnings("unchecked")
                private static <T> T doNothing(Class<T> type) {
                    return (T) java.lang.reflect.Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, m, args) -> {
                        if (m.getDeclaringClass() == Object.class) {
                            return switch (m.getName()) {
                                case "equals" -> proxy == args[0];
                                case "hashCode" -> System.identityHashCode(proxy);
                                default -> "a do-nothing " + type.getSimpleName();
                            };
                        }
                        if (m.isDefault()) return java.lang.reflect.InvocationHandler.invokeDefault(proxy, m, args);
                        Class<?> r = m.getReturnType();
                        if (r == boolean.class) return false;
                        if (r == char.class) return (char) 0;
                        if (r == int.class) return 0;
                        if (r == short.class) return (short) 0;
                        if (r == byte.class) return (byte) 0;
                        if (r == long.class) return 0L;
                        if (r == double.class) return 0.0;
                        if (r == float.class) return 0.0f;
                        return null;
                    });
                }
            """;

    private static final String METHOD = """

                private static java.lang.reflect.Method method(Class<?> type, String name) {
                    try {
                        return type.getMethod(name);
                    } catch (NoSuchMethodException e) {
                        throw new IllegalStateException(e);
                    }
                }
            """;

    /** The Java release the test compiles for: 17, or the subject's own when newer (its class files must be readable). */
    static int release(Class<?> type) {
        try (InputStream in = type.getClassLoader().getResourceAsStream(type.getName().replace('.', '/') + ".class")) {
            if (in == null) return 17;
            byte[] head = in.readNBytes(8);
            int major = ((head[6] & 0xff) << 8) | (head[7] & 0xff);
            return Math.max(17, major - 44);
        } catch (IOException e) {
            return 17;
        }
    }

    /** The pom: JUnit and Lincheck, and each build as a profile ({@code after}, the default, and {@code before}). */
    private static String pom(DiffOptions options, String testName, Path folder, int release) throws IOException {
        Properties versions = new Properties();
        try (InputStream in = Reproducer.class.getResourceAsStream("regression-test.properties")) {
            versions.load(in);
        }
        String argLine = "-XX:+EnableDynamicAgentLoading " + String.join(" ", dev.provingground.verdict.Opens.flags());
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- A regression test written by Proving Ground's diff: mvn test runs it on the after build (the race: it fails),
                     mvn test -Pbefore on the before build (it passes). It needs nothing but Maven Central and a JDK %d or newer. -->
                <project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>regression</groupId>
                  <artifactId>%s</artifactId>
                  <version>1</version>
                  <properties>
                    <maven.compiler.release>%d</maven.compiler.release>
                    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                  </properties>
                  <dependencies>
                    <dependency>
                      <groupId>org.jetbrains.lincheck</groupId>
                      <artifactId>lincheck</artifactId>
                      <version>%s</version>
                      <scope>test</scope>
                    </dependency>
                    <dependency>
                      <groupId>org.junit.jupiter</groupId>
                      <artifactId>junit-jupiter</artifactId>
                      <version>%s</version>
                      <scope>test</scope>
                    </dependency>
                  </dependencies>
                  <profiles>
                    <profile>
                      <id>after</id>
                      <activation><activeByDefault>true</activeByDefault></activation>
                      <dependencies>
                %s      </dependencies>
                    </profile>
                    <profile>
                      <id>before</id>
                      <dependencies>
                %s      </dependencies>
                    </profile>
                  </profiles>
                  <build>
                    <plugins>
                      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>%s</version></plugin>
                      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>%s</version></plugin>
                      <plugin>
                        <groupId>org.apache.maven.plugins</groupId>
                        <artifactId>maven-surefire-plugin</artifactId>
                        <version>%s</version>
                        <configuration>
                          <!-- Lincheck attaches its agent at run time and reads the JDK objects the subject holds. -->
                          <argLine>%s</argLine>
                          <trimStackTrace>false</trimStackTrace>
                        </configuration>
                      </plugin>
                    </plugins>
                  </build>
                </project>
                """.formatted(release, testName.toLowerCase(java.util.Locale.ROOT), release, versions.getProperty("lincheck"),
                versions.getProperty("junit"), dependencies("after", options.after(), folder), dependencies("before", options.before(), folder),
                versions.getProperty("resources"), versions.getProperty("compiler"), versions.getProperty("surefire"), argLine);
    }

    /**
     * A build's dependencies: its Maven coordinates as given; or each jar and folder of its class path as a jar in the
     * test's {@code lib/} (a folder packed into one), named by a system-scoped dependency.
     */
    private static String dependencies(String label, String classPath, Path folder) throws IOException {
        String[] gav = classPath.split(":");
        if (gav.length == 3 && classPath.matches("[^:/\\\\" + java.io.File.pathSeparator + "]+:[^:/\\\\]+:[^:/\\\\]+") && !Files.exists(Path.of(classPath))) {
            return dependency(gav[0], gav[1], gav[2], null);
        }
        StringBuilder out = new StringBuilder();
        Path lib = folder.resolve("lib");
        Files.createDirectories(lib);
        int i = 0;
        for (String entry : classPath.split(java.io.File.pathSeparator)) {
            if (entry.isBlank()) continue;
            Path from = Path.of(entry).toAbsolutePath();
            String name = label + "-" + i++ + ".jar";
            if (Files.isDirectory(from)) jar(from, lib.resolve(name));
            else Files.copy(from, lib.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            out.append(dependency("local." + label, label + "-" + (i - 1), "0", "${project.basedir}/lib/" + name));
        }
        return out.toString();
    }

    private static String dependency(String group, String artifact, String version, String systemPath) {
        return "        <dependency><groupId>" + group + "</groupId><artifactId>" + artifact + "</artifactId><version>" + version + "</version>"
                + (systemPath == null ? "" : "<scope>system</scope><systemPath>" + systemPath + "</systemPath>") + "</dependency>\n";
    }

    /** A classes folder as a jar. */
    private static void jar(Path folder, Path jar) throws IOException {
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar)); var files = Files.walk(folder)) {
            for (Path p : files.sorted().toList()) {
                if (p.equals(folder)) continue;
                String name = folder.relativize(p).toString().replace(java.io.File.separatorChar, '/') + (Files.isDirectory(p) ? "/" : "");
                out.putNextEntry(new java.util.jar.JarEntry(name));
                if (!Files.isDirectory(p)) Files.copy(p, out);
                out.closeEntry();
            }
        }
    }
}
