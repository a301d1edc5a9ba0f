package dev.provingground.diff;

import java.io.File;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.lang.model.SourceVersion;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * {@code --new '<Java expression>'}: how to build an instance when no constructor has sensible values
 * ({@code new SlidingTimeWindowReservoir(1, TimeUnit.HOURS)}, {@code new Lazy<>(() -> 1)}). The expression
 * is compiled on each side's own class path, as the body of {@code public static Object make()} of a class
 * of that side ({@value #PACKAGE}.Before or .After), with the subject's class and package imported and
 * {@code java.util}, {@code java.util.concurrent} and {@code java.util.function} on demand. The class joins
 * the side's class path, so every JVM the diff starts (Lincheck's, JMH's) builds the subject the same way;
 * relocated with the before side when the two share names.
 */
final class NewExpression {

    static final String PACKAGE = "dev.provingground.diff.made";

    private NewExpression() {}

    /** Whether {@code --new}'s value is an expression rather than the name of a static factory of the class. */
    static boolean is(String factory) {
        return factory != null && !SourceVersion.isIdentifier(factory.strip());
    }

    /** The class that makes the side's instances; on the before side under Lincheck, relocated with it. */
    static String maker(String label, String subjectClassName) {
        String simple = label.substring(0, 1).toUpperCase(Locale.ROOT) + label.substring(1);
        return (subjectClassName.startsWith(Relocation.PREFIX) ? Relocation.PREFIX : "") + PACKAGE + "." + simple;
    }

    /**
     * Whether code outside the class's package may name it (it and every class enclosing it public): only then is it
     * imported, since importing a package-private class is itself an error, and an expression that builds it through a
     * public factory ({@code Caffeine.newBuilder().build()}) never names it. A class that cannot be loaded here is
     * imported, and the compiler says what is wrong.
     */
    static boolean nameable(String className, List<Path> classPath) {
        try (java.net.URLClassLoader loader = new java.net.URLClassLoader(
                dev.provingground.verdict.SubjectClassPath.urls(classPath), ClassLoader.getPlatformClassLoader())) {
            for (Class<?> c = Class.forName(className, false, loader); c != null; c = c.getEnclosingClass()) {
                if (!java.lang.reflect.Modifier.isPublic(c.getModifiers())) return false;
            }
            return true;
        } catch (ClassNotFoundException | LinkageError | java.io.IOException e) {
            return true;
        }
    }

    /**
     * Compiles the maker of one side into {@code folder}. {@code otherSimpleName}, when not null, is the other
     * side's class's simple name: in a diff of two classes of one build, the expression is written for the after
     * class, and on the before side that name reads as the before class.
     */
    static void compile(
            String expression,
            String label,
            String subjectClassName,
            String otherSimpleName,
            List<Path> classPath,
            Path folder)
            throws BadInput {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null)
            throw new BadInput("--new '" + expression + "' needs a JDK to compile it, and this Java has no compiler");
        int dot = subjectClassName.lastIndexOf('.');
        String simple = subjectClassName.substring(dot + 1).replace('$', '.');
        String written = expression.strip().replaceAll(";+$", "");
        String body = otherSimpleName == null || otherSimpleName.equals(simple)
                ? written
                : written.replaceAll("\\b" + java.util.regex.Pattern.quote(otherSimpleName) + "\\b", simple);
        String className = maker(label, "").substring(PACKAGE.length() + 1);
        String source = "package " + PACKAGE + ";\n"
                + "import java.util.*;\nimport java.util.concurrent.*;\nimport java.util.function.*;\n"
                + (dot < 0 ? "" : "import " + subjectClassName.substring(0, dot) + ".*;\n")
                + (dot < 0 || !nameable(subjectClassName, classPath)
                        ? ""
                        : "import " + subjectClassName.replace('$', '.') + ";\n")
                + "public final class " + className + " {\n"
                + "    public static Object make() throws Throwable {\n"
                + "        return " + body + ";\n"
                + "    }\n}\n";
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaFileObject unit =
                new SimpleJavaFileObject(
                        URI.create("string:///" + PACKAGE.replace('.', '/') + "/" + className + ".java"),
                        JavaFileObject.Kind.SOURCE) {
                    @Override
                    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                        return source;
                    }
                };
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            String path = classPath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
            boolean ok = javac.getTask(
                            null,
                            files,
                            diagnostics,
                            List.of(
                                    "-classpath",
                                    path,
                                    "-d",
                                    folder.toString(),
                                    "-proc:none",
                                    "-nowarn",
                                    "-Xlint:none"),
                            null,
                            List.of(unit))
                    .call();
            if (!ok) {
                String first = diagnostics.getDiagnostics().stream()
                        .filter(d -> d.getKind() == javax.tools.Diagnostic.Kind.ERROR)
                        .map(d -> d.getMessage(Locale.ROOT).lines().findFirst().orElse(""))
                        .findFirst()
                        .orElse("it does not compile");
                throw new BadInput(
                        "--new '" + expression + "' does not compile on the " + label + " class path: " + first);
            }
        } catch (java.io.IOException e) {
            throw new BadInput("--new '" + expression + "': cannot compile it: " + e.getMessage());
        }
    }
}
