package dev.provingground.lincheck;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Selection;
import dev.provingground.verdict.SubjectClassPath;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One Lincheck check on one subject that is not on the suite's class path (a real artifact's
 * release, a reviewer's jar), run in a JVM of its own where the subject's jars are on the class
 * path, ahead of the suite's.
 *
 * <p>Why not in the engine's JVM, in the subject's own class loader: Lincheck 3.7 looks up the
 * classes of the objects it instruments by name from its own loader ({@code ClassCache}: a class of
 * another loader is "Wow! You've caught a bug in Lincheck"), caches the bytecode it instruments by
 * class name (two netty releases in one JVM: the second ran the first one's code, a false pass,
 * finding F11), and re-instruments every class loaded so far at each check (six netty releases made
 * the Lincheck module run for 1 h 46 min and print 8,407 failed retransformations). In a JVM of its
 * own, a release is one set of ordinary classes, instrumented from its own bytes.
 *
 * <p>The child runs the same test method on the same catalog entry; {@link LincheckCheck#run} sees
 * {@link #IN_CHILD} and reports what it saw through {@link ChildJvm#say} instead of recording it.
 * Lines: outcome, milliseconds, summary, then the evidence.
 */
public final class LincheckChild {

    static final String IN_CHILD = "pg.lincheck.child";
    private static final long LIMIT_SECONDS = Long.getLong("pg.lincheck.child.limitSeconds", 1200);

    private LincheckChild() {
    }

    /** What a check saw, before it is recorded. */
    record Seen(Outcome outcome, long millis, String summary, String evidence) {
    }

    static boolean inChild() {
        return Boolean.getBoolean(IN_CHILD);
    }

    /** Whether this subject's classes are outside the suite's class path, so its check needs a JVM of its own. */
    static boolean needsOwnJvm(CatalogEntry subject) {
        if (subject.upstream().isPresent()) return true;
        try {
            return subject.subject().getClassLoader() != LincheckChild.class.getClassLoader();
        } catch (RuntimeException | LinkageError e) {
            return false; // checked here, where the class that cannot load is an ERROR with its cause
        }
    }

    /** Runs {@code testClass.method(subject)} in a child JVM and reads what it saw; a child that ends without a result is an ERROR. */
    static Seen observe(CatalogEntry subject, String check, Class<?> testClass, String method) {
        long start = System.nanoTime();
        try {
            ChildJvm.Ended ended = ChildJvm.run(LincheckChild.class, SubjectClassPath.classPathOf(subject), flags(),
                    List.of(testClass.getName(), method, subject.id()), LIMIT_SECONDS);
            List<String> lines = ended.result();
            if (!ended.complete() || lines.size() < 3) {
                return new Seen(Outcome.ERROR, millisSince(start), "harness error, no verdict: the JVM of check " + check
                        + " on " + subject.id() + " ended without its result", ended.describe());
            }
            return new Seen(Outcome.valueOf(lines.get(0)), Long.parseLong(lines.get(1)), lines.get(2),
                    String.join("\n", lines.subList(3, lines.size())));
        } catch (Exception e) {
            return new Seen(Outcome.ERROR, millisSince(start), "harness error, no verdict: " + firstLine(e), String.valueOf(e.getMessage()));
        }
    }

    /** In the child: reports what the check saw and halts. */
    static void report(Seen seen) {
        ChildJvm.say(seen.outcome().name());
        ChildJvm.say(Long.toString(seen.millis()));
        ChildJvm.say(seen.summary().replace('\n', ' '));
        ChildJvm.say(seen.evidence());
        ChildJvm.end(0);
    }

    /** Arguments: the test class, its method taking a {@link CatalogEntry}, the subject's id. */
    public static void main(String[] args) {
        try {
            if (args.length != 3) throw new IllegalArgumentException("usage: LincheckChild <test class> <method> <subject id>");
            CatalogEntry subject = entry(args[2]).orElseThrow(() -> new IllegalArgumentException(
                    "no subject " + args[2] + " in any contract's catalog or -Dpg.subjects"));
            Class<?> testClass = Class.forName(args[0]);
            Method method = testClass.getDeclaredMethod(args[1], CatalogEntry.class);
            Constructor<?> constructor = testClass.getDeclaredConstructor();
            constructor.setAccessible(true);
            method.setAccessible(true);
            method.invoke(constructor.newInstance(), subject); // LincheckCheck.run reports and halts
            throw new IllegalStateException(args[0] + "." + args[1] + " returned without running a Lincheck check");
        } catch (Throwable e) {
            Throwable cause = e instanceof InvocationTargetException t ? t.getCause() : e;
            report(new Seen(Outcome.ERROR, 0, "harness error in the check's own JVM, no verdict: " + cause,
                    LincheckCheck.stackTrace(cause)));
        }
    }

    /** The subject as this JVM's selection has it (a reviewer's class named by {@code pg.subjects}), or a catalog row. */
    private static Optional<CatalogEntry> entry(String id) {
        for (Contract<?, ?> contract : Contracts.all()) {
            Optional<CatalogEntry> e = Selection.subjects(contract).stream().filter(s -> s.id().equals(id)).findFirst();
            if (e.isPresent()) return e;
        }
        return Contracts.all().stream().flatMap(c -> c.entry(id).stream()).findFirst();
    }

    /** This JVM's options (the build's argLine, without a debugger) and every {@code pg.*} property, plus the child's own. */
    private static List<String> flags() {
        List<String> flags = new ArrayList<>();
        for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!arg.startsWith("-D") && !arg.startsWith("-agentlib:jdwp")) flags.add(arg);
        }
        System.getProperties().stringPropertyNames().stream().filter(n -> n.startsWith("pg.") && !n.startsWith("pg.child.")).sorted()
                .forEach(n -> flags.add("-D" + n + "=" + System.getProperty(n)));
        flags.add("-D" + IN_CHILD + "=true");
        flags.add("-D" + SubjectClassPath.ON_CLASS_PATH + "=true");
        return flags;
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static String firstLine(Exception e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
