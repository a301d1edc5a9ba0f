package dev.provingground.verdict;

import dev.provingground.verdict.CheckResult.Outcome;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One check on one subject run in a JVM of its own: the same test method on the same catalog entry,
 * with the subject's jars on the class path ahead of the suite's. The engine's check sees
 * {@link #inChild()}, runs in place, and hands what it saw to {@link #report}, which writes it on
 * the child's result channel ({@link ChildJvm#say}) and halts, stuck threads and all.
 *
 * <p>For a subject whose classes are not on the suite's class path (a real artifact's release, a
 * reviewer's jar: see {@code LincheckCheck} for why Lincheck needs it), and for any subject the run
 * does not trust (a reviewer's class): whatever it does, exit the JVM, exhaust the heap, hang or
 * spin past the bound, costs this one cell, which gets a named outcome ({@link ChildJvm.Ended#how()}).
 * Lines of the result: outcome, milliseconds, summary, then the evidence.
 */
public final class OwnJvmCheck {

    /** Set in the child: the check runs here and reports. */
    public static final String IN_CHILD = Setting.CHECK_OWN_JVM.key;

    /** What a check saw, before it is recorded. */
    public record Seen(Outcome outcome, long millis, String summary, String evidence) {}

    private OwnJvmCheck() {}

    public static boolean inChild() {
        return Boolean.getBoolean(IN_CHILD);
    }

    /** Whether this subject's classes are outside the suite's class path (a real artifact, a reviewer's jar). */
    public static boolean offClassPath(CatalogEntry subject) {
        if (subject.upstream().isPresent()) return true;
        try {
            return subject.subject().getClassLoader() != OwnJvmCheck.class.getClassLoader();
        } catch (RuntimeException | LinkageError e) {
            return false; // checked in place, where the class that cannot load is an ERROR with its cause
        }
    }

    /** A reviewer's class: code the suite has never seen, which may exit, hang or exhaust the heap. */
    public static boolean untrusted(CatalogEntry subject) {
        return subject.role() == CatalogEntry.Role.REVIEWED;
    }

    /**
     * What the check sees, for an engine: {@code here} runs it in this JVM; with {@code ownJvm} it
     * runs in a JVM of its own instead, bounded by {@code boundSeconds}. In that JVM this runs it
     * here, reports and halts, so the engine's code is the same on both sides.
     */
    public static Seen run(
            CatalogEntry subject,
            String check,
            Class<?> testClass,
            String method,
            boolean ownJvm,
            long boundSeconds,
            Supplier<Seen> here) {
        if (inChild()) report(here.get());
        Optional<OwnJvm> asked = new EachSubject.Check(testClass, method).annotation(OwnJvm.class);
        return ownJvm || asked.isPresent()
                ? observe(
                        subject,
                        check,
                        testClass,
                        method,
                        asked.map(a -> List.of(a.value())).orElse(List.of()),
                        boundSeconds)
                : here.get();
    }

    /**
     * Runs {@code testClass.method(subject)} in a child JVM and reads what it saw. A child that ends
     * without its result gets the outcome of how it ended (HUNG, SPINNING, EXITED, CRASHED,
     * OUT_OF_HEAP), or ERROR when the harness is to blame.
     */
    private static Seen observe(
            CatalogEntry subject,
            String check,
            Class<?> testClass,
            String method,
            List<String> options,
            long limitSeconds) {
        long start = System.nanoTime();
        try {
            List<String> flags = flags();
            flags.addAll(options);
            ChildJvm.Ended ended = ChildJvm.run(
                    OwnJvmCheck.class,
                    SubjectClassPath.classPathOf(subject),
                    flags,
                    List.of(testClass.getName(), method, subject.id()),
                    limitSeconds);
            return seen(ended, millisSince(start), check + " on " + subject.id());
        } catch (Exception e) {
            return new Seen(
                    Outcome.ERROR,
                    millisSince(start),
                    "harness error, no verdict: "
                            + String.valueOf(e.getMessage()).lines().findFirst().orElse(""),
                    stackTrace(e));
        }
    }

    /**
     * What a child JVM that ran {@code what} (a check on a subject) saw, read from its result channel
     * ({@link #report}); a child that ended without its result gets the outcome of how it ended (HUNG,
     * SPINNING, EXITED, CRASHED, OUT_OF_HEAP), or ERROR when the harness is to blame.
     */
    public static Seen seen(ChildJvm.Ended ended, long millis, String what) {
        List<String> lines = ended.result();
        String where = what + " in a JVM of its own: ";
        if (!ended.complete() && ended.how() != Outcome.ERROR) {
            return new Seen(ended.how(), millis, ended.cause(), where + ended.describe());
        }
        if (!ended.complete() || lines.size() < 3) {
            return new Seen(
                    Outcome.ERROR,
                    millis,
                    "harness error, no verdict: "
                            + (ended.engineCrashed()
                                    ? ended.cause()
                                    : "the JVM of check " + what + " ended without its result"),
                    where + ended.describe());
        }
        return new Seen(
                Outcome.valueOf(lines.get(0)),
                Long.parseLong(lines.get(1)),
                lines.get(2),
                String.join("\n", lines.subList(3, lines.size())));
    }

    /** In the child: reports what the check saw on the result channel {@link #seen} reads, and halts. */
    public static void report(Seen seen) {
        ChildJvm.say(seen.outcome().name());
        ChildJvm.say(Long.toString(seen.millis()));
        ChildJvm.say(seen.summary().replace('\n', ' '));
        ChildJvm.say(seen.evidence());
        ChildJvm.end(0);
    }

    /** Arguments: the test class, its method taking a {@link CatalogEntry}, the subject's id. */
    public static void main(String[] args) {
        try {
            if (args.length != 3)
                throw new IllegalArgumentException("usage: OwnJvmCheck <test class> <method> <subject id>");
            CatalogEntry subject = entry(args[2])
                    .orElseThrow(() -> new IllegalArgumentException(
                            "no subject " + args[2] + " in any contract's catalog or -Dpg.subjects"));
            Class<?> testClass = Class.forName(args[0]);
            Method method = testClass.getDeclaredMethod(args[1], CatalogEntry.class);
            Constructor<?> constructor = testClass.getDeclaredConstructor();
            constructor.setAccessible(true);
            method.setAccessible(true);
            method.invoke(constructor.newInstance(), subject); // the engine's check reports and halts
            throw new IllegalStateException(args[0] + "." + args[1] + " returned without running its check");
        } catch (Throwable e) {
            Throwable cause = e instanceof InvocationTargetException t ? t.getCause() : e;
            report(new Seen(
                    Outcome.ERROR, 0, "harness error in the check's own JVM, no verdict: " + cause, stackTrace(cause)));
        }
    }

    /**
     * The catalog row of the subject, or, for a reviewer's class, the entry this JVM's selection
     * ({@code pg.subjects}) makes of it. The catalog first: the selection loads every subject it
     * names, and another selected subject's classes need not be on this JVM's class path.
     */
    private static Optional<CatalogEntry> entry(String id) {
        Optional<CatalogEntry> row =
                Contracts.all().stream().flatMap(c -> c.entry(id).stream()).findFirst();
        if (row.isPresent()) return row;
        for (Contract<?, ?> contract : Contracts.all()) {
            Optional<CatalogEntry> e = Selection.subjects(contract).stream()
                    .filter(s -> s.id().equals(id))
                    .findFirst();
            if (e.isPresent()) return e;
        }
        return Optional.empty();
    }

    /** This JVM's options (the build's argLine, without a debugger) and every {@code pg.*} property, plus the child's own. */
    private static List<String> flags() {
        List<String> flags = new ArrayList<>();
        for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (!arg.startsWith("-D") && !arg.startsWith("-agentlib:jdwp")) flags.add(arg);
        }
        System.getProperties().stringPropertyNames().stream()
                .filter(n -> n.startsWith("pg.") && !n.startsWith("pg.child."))
                .sorted()
                .forEach(n -> flags.add("-D" + n + "=" + System.getProperty(n)));
        flags.add("-D" + IN_CHILD + "=true");
        flags.add("-D" + SubjectClassPath.ON_CLASS_PATH + "=true");
        return flags;
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    public static String stackTrace(Throwable e) {
        var w = new StringWriter();
        e.printStackTrace(new PrintWriter(w));
        return w.toString();
    }
}
