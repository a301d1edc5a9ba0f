package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The methods a reviewer would pick, read from bytecode: a PR that only drops {@code synchronized} from
 * {@code add} changes {@code add}; {@code size} reads what {@code add} writes; the rest is left out, each
 * with its reason (unchanged, prints, hands out its array, an iterator, Object's method).
 */
class MethodChoiceTest {

    @Test
    void theChangedMethodAndItsObserverAreCalledTheRestLeftOutWithReasons() throws Exception {
        Path build = Pairs.build("choice", "choice/BoxV1.java", "choice/BoxV2.java");
        Pairs.Run run = operations(build, "pairs.choice.BoxV1", "pairs.choice.BoxV2");
        assertEquals(0, run.exit(), run.toString());
        String out = run.out();
        assertTrue(out.contains("changed by the PR:        add(int)"), out);
        assertTrue(out.contains("observing what they touch: size()"), out);
        assertTrue(
                out.lines()
                        .anyMatch(l -> l.startsWith("  the rest, paired with the changed: ") && l.contains("label()")),
                "never dropped for touching no changed state: " + out);
        assertTrue(out.contains("left out: dump(): prints"), out);
        assertTrue(out.contains("left out: raw(): hands out its internal field items as it is"), out);
        assertTrue(
                out.contains("compared by kind, not value: iterator(): an iterator or stream: walked in the call"),
                out);
        assertTrue(out.contains("left out: toString(): Object's method"), out);
    }

    /**
     * A constructor that differs makes every method changed; the methods whose own code differs come first, which the
     * systematic pairs follow up to their cap (logback's LoggerContext, corpus R23: the racing pair was past the cap).
     */
    @Test
    void whenTheObjectIsBuiltOtherwiseTheMethodsWhoseCodeDiffersComeFirst() throws Exception {
        Path build = Pairs.build("shelf", "choice/ShelfV1.java", "choice/ShelfV2.java");
        Pairs.Run run = operations(build, "pairs.choice.ShelfV1", "pairs.choice.ShelfV2");
        assertEquals(0, run.exit(), run.toString());
        String out = run.out();
        assertTrue(out.contains("how the object is built differs"), out);
        assertTrue(out.contains("changed by the PR:        put(int)\n"), out);
        assertTrue(out.contains("changed by how it is built: count(), has(int)"), out);
    }

    @Test
    void methodsAndSkipOverrideTheChoice() throws Exception {
        Path build = Pairs.build("choice", "choice/BoxV1.java", "choice/BoxV2.java");
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.choice.BoxV1",
                "--after-class",
                "pairs.choice.BoxV2",
                "--cp",
                build.toString(),
                "--methods",
                "add,label",
                "--operations");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(
                run.out().contains("the rest, paired with the changed: label()"),
                "--methods names add and label: " + run);
        assertTrue(run.out().contains("left out: size(): not in --methods"), run.toString());
        Pairs.Run skip = Pairs.diff(
                "--before-class",
                "pairs.choice.BoxV1",
                "--after-class",
                "pairs.choice.BoxV2",
                "--cp",
                build.toString(),
                "--skip",
                "size",
                "--operations");
        assertTrue(skip.out().contains("left out: size(): --skip"), skip.toString());
        Pairs.Run unknown = Pairs.diff(
                "--before-class",
                "pairs.choice.BoxV1",
                "--after-class",
                "pairs.choice.BoxV2",
                "--cp",
                build.toString(),
                "--methods",
                "nosuch");
        assertEquals(2, unknown.exit(), unknown.toString());
        assertTrue(
                unknown.err().contains("--methods/--skip nosuch: pairs.choice.BoxV2 has no public instance method"),
                unknown.toString());
    }

    /**
     * A handle kept in a field and handed out ({@code settings()}) is no internal array: it is called, and so are its own
     * methods on what it returns ({@code settings().limit(1)}), where a race of the handle's would be.
     */
    @Test
    void aHandleHandedOutIsCalledWithItsOwnMethods() throws Exception {
        Path build = Pairs.build("configured", "reach/Settings.java", "reach/Configured.java");
        Pairs.Run run = operations("pairs.reach.Configured", build);
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().lines().noneMatch(l -> l.contains("left out: settings()")), run.toString());
        assertTrue(
                run.out().contains("  settings().limit(1)") && run.out().contains("  settings().limit()"),
                run.toString());
    }

    /**
     * A PR that changes only a method of the handle {@code config()} returns changes what the calls on it run: {@code
     * config()} counts as changed, though its own code is the same, after the methods whose own code changed
     * (Micrometer's MeterRegistry, corpus R13).
     */
    @Test
    void aHandleWhoseMethodChangedCountsAsChanged() throws Exception {
        Path build = Pairs.build("handle", "handle/Filters.java", "handle/LooseFilters.java");
        Pairs.Run run = operations(build, "pairs.handle.Filters", "pairs.handle.LooseFilters");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("changed by the PR:        size()\n"), run.toString());
        assertTrue(run.out().contains("changed through the handle it returns: config()\n"), run.toString());
    }

    /**
     * A template method: {@code write} is the superclass's and unchanged; the PR changed only the protected hook it calls
     * ({@code append} lost {@code synchronized}). The call is followed into the built object's own class, so {@code write} is changed.
     */
    @Test
    void aTemplateMethodReachesTheHookItsSubclassOverrides() throws Exception {
        Path build = Pairs.build(
                "reach",
                "reach/Journal.java",
                "reach/LockedJournal.java",
                "reach/PlainJournal.java",
                "reach/Memo.java",
                "reach/RacyMemo.java");
        Pairs.Run run = operations(build, "pairs.reach.LockedJournal", "pairs.reach.PlainJournal");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("changed by the PR:        write(int)"), run.toString());
    }

    /**
     * The runtime class: the factory {@code memoize} returns an anonymous subclass whose {@code get} the PR changed; the named
     * class's own {@code get} is the same in both builds. What a call runs is read from the class of the object built.
     */
    @Test
    void theObjectBuiltsOwnClassIsTheOneRead() throws Exception {
        Path build = Pairs.build(
                "reach",
                "reach/Journal.java",
                "reach/LockedJournal.java",
                "reach/PlainJournal.java",
                "reach/Memo.java",
                "reach/RacyMemo.java");
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.reach.Memo",
                "--after-class",
                "pairs.reach.RacyMemo",
                "--new",
                "memoize",
                "--cp",
                build.toString(),
                "--operations");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("changed by the PR:        get()"), run.toString());
    }

    /** A method that reads the clock is named, and its answer compared by kind: two runs of the same code answer differently. */
    @Test
    void aMethodThatReadsTheClockIsComparedByKind() throws Exception {
        Path build = Pairs.build("clock", "reach/Deadline.java");
        Pairs.Run run = operations("pairs.reach.Deadline", build);
        assertEquals(0, run.exit(), run.toString());
        assertTrue(
                run.out().contains("compared by kind, not value: remainingNanos(): reads System.nanoTime"),
                run.toString());
    }

    /** A clock read two calls below a method (a table's growth notes the time) does not make its answers the clock's. */
    @Test
    void aClockReadDeepBelowAMethodLeavesItsAnswersCompared() throws Exception {
        Path build = Pairs.build("stamped", "reach/Stamped.java");
        Pairs.Run run = operations("pairs.reach.Stamped", build);
        assertEquals(0, run.exit(), run.toString());
        assertTrue(!run.out().contains("compared by kind") && run.out().contains("put(int)"), run.toString());
    }

    /** A class whose one method hands out its internal array, built by --new from an exception: that method is called, not "no operations". */
    @Test
    void aMethodThatHandsOutAnArrayIsCalledWhenNothingElseIs() throws Exception {
        Path build = Pairs.build("failures", "reach/Failures.java");
        Pairs.Run run = Pairs.diff(
                "--class",
                "pairs.reach.Failures",
                "--before",
                build.toString(),
                "--after",
                build.toString(),
                "--new",
                "new Failures(new IllegalStateException(\"x\"))",
                "--operations");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("causes()"), run.toString());
    }

    /**
     * Arguments of the library's own types: an interface gets do-nothing implementations, a class is built by its public
     * constructor, a varargs parameter takes arrays of them; two objects a type, so that an add and a remove meet.
     */
    @Test
    void theLibrarysOwnTypesAreMadeAsArguments() throws Exception {
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.reach.Listeners",
                "--after-class",
                "pairs.reach.RacyListeners",
                "--cp",
                ReachDiffTest.listeners().toString(),
                "--operations");
        assertEquals(0, run.exit(), run.toString());
        for (String call : java.util.List.of(
                "add(Listener#0)",
                "add(Listener#1)",
                "remove(Listener#0)",
                "follow([])",
                "follow([Topic#0])",
                "follow([Topic#0, Topic#1])")) {
            assertTrue(run.out().lines().anyMatch(l -> l.strip().equals(call)), call + " in " + run);
        }
        assertTrue(!run.out().contains("left out"), run.toString());
    }

    /**
     * A method that logs through a library which writes to System.err is called; a method that prints in the class's own
     * code is left out. The library is an artifact of its own on the class path, as a logging jar is.
     */
    @Test
    void printingCountsInTheClassesOwnCodeOnly() throws Exception {
        Path all = Pairs.build("logged", "reach/log/Log.java", "reach/Logged.java");
        Path app = all.resolveSibling("logged-app");
        Path lib = all.resolveSibling("logged-lib");
        copy(all.resolve("pairs/reach/Logged.class"), app.resolve("pairs/reach/Logged.class"));
        copy(all.resolve("pairs/reach/log/Log.class"), lib.resolve("pairs/reach/log/Log.class"));
        Pairs.Run run = Pairs.diff(
                "--class",
                "pairs.reach.Logged",
                "--before",
                app + java.io.File.pathSeparator + lib,
                "--after",
                app + java.io.File.pathSeparator + lib,
                "--operations");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("left out: dump(): prints"), run.toString());
        assertTrue(
                run.out().lines().anyMatch(l -> l.strip().equals("add(1)")),
                "add logs through its library, and is called: " + run);
    }

    /**
     * A method that can report an error (to the library's error hook, which prints it, or by {@code printStackTrace}) is
     * called: RxJava's subjects reach {@code RxJavaPlugins.onError} from {@code onNext}, {@code onComplete} and
     * {@code subscribe}, and were all left out as printers, the race with them (corpus R16). A method that prints in the
     * class's own code is still left out.
     */
    @Test
    void aMethodThatReportsAnErrorIsNoPrinter() throws Exception {
        Path build = Pairs.build("relay", "reach/Relay.java", "reach/ErrorHooks.java");
        Pairs.Run run = operations("pairs.reach.Relay", build);
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("left out: dump(): prints"), run.toString());
        for (String call : List.of("onNext(\"a\")", "onComplete()"))
            assertTrue(run.out().lines().anyMatch(l -> l.strip().equals(call)), call + " is called: " + run);
    }

    /** The calls a diff of one build against itself would make, listed ({@code --operations}). */
    /** The calls the diff would make between two classes of one build, and why it leaves the others out. */
    private static Pairs.Run operations(Path build, String beforeClass, String afterClass) {
        return Pairs.diff(
                "--before-class", beforeClass, "--after-class", afterClass, "--cp", build.toString(), "--operations");
    }

    private static Pairs.Run operations(String className, Path build) {
        return Pairs.diff(
                "--class", className, "--before", build.toString(), "--after", build.toString(), "--operations");
    }

    private static void copy(Path from, Path to) throws java.io.IOException {
        java.nio.file.Files.createDirectories(to.getParent());
        java.nio.file.Files.copy(from, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
}
