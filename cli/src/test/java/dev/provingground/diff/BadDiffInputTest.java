package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Input the diff cannot run on gets one line naming what is wrong, exit 2, and nothing runs. */
class BadDiffInputTest {

    private static void oneLine(Pairs.Run run, String says) {
        assertEquals(2, run.exit(), run.toString());
        assertEquals("", run.out(), "nothing ran: " + run);
        assertEquals(1, run.err().strip().lines().count(), run.toString());
        assertTrue(run.err().contains(says), run.toString());
    }

    @Test
    void classesThatDifferInApi() throws Exception {
        Path refcount = Pairs.build(
                "refcount-api",
                "refcount/IllegalReferenceCountException.java",
                "refcount/Freeable.java",
                "refcount/CasRefCount.java");
        Path counter = Pairs.build("counter-api", "counter/ComputeCounters.java");
        oneLine(
                Pairs.diff(
                        "--class",
                        "pairs.refcount.CasRefCount",
                        "--before",
                        refcount.toString(),
                        "--after",
                        counter.toString()),
                "no class pairs.refcount.CasRefCount on the after class path");
        Path both = Pairs.build(
                "both-api",
                "refcount/IllegalReferenceCountException.java",
                "refcount/Freeable.java",
                "refcount/CasRefCount.java",
                "counter/ComputeCounters.java");
        oneLine(
                Pairs.diff(
                        "--before-class",
                        "pairs.refcount.CasRefCount",
                        "--after-class",
                        "pairs.counter.ComputeCounters",
                        "--cp",
                        both.toString()),
                "only on the after side (the before side pairs.refcount.CasRefCount has not)");
    }

    @Test
    void aClassNameWithWordsBesideIt() throws Exception {
        Path refcount = Pairs.build(
                "refcount-name",
                "refcount/IllegalReferenceCountException.java",
                "refcount/Freeable.java",
                "refcount/CasRefCount.java");
        oneLine(
                Pairs.diff(
                        "--class",
                        "pairs.refcount.CasRefCount (via Freeable)",
                        "--before",
                        refcount.toString(),
                        "--after",
                        refcount.toString()),
                "--class 'pairs.refcount.CasRefCount (via Freeable)' is not a class name");
        oneLine(
                Pairs.diff(
                        "--before-class",
                        "pairs.refcount.CasRefCount",
                        "--after-class",
                        "pairs..CasRefCount",
                        "--cp",
                        refcount.toString()),
                "--after-class 'pairs..CasRefCount' is not a class name");
    }

    @Test
    void noWayToConstruct() throws Exception {
        Path bad = Pairs.build("constructors", "bad/NoDefaultConstructor.java", "bad/NoSimpleConstructor.java");
        oneLine(
                Pairs.diff(
                        "--before-class",
                        "pairs.bad.NoSimpleConstructor",
                        "--after-class",
                        "pairs.bad.NoSimpleConstructor",
                        "--cp",
                        bad.toString()),
                "no public constructor without parameters or with parameters of simple types (build it with --new '<Java expression>' or a static factory's name)");
        // A capacity is no obstacle: the smallest sensible one that builds.
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.bad.NoDefaultConstructor",
                "--after-class",
                "pairs.bad.NoDefaultConstructor",
                "--cp",
                bad.toString(),
                "--operations");
        org.junit.jupiter.api.Assertions.assertEquals(0, run.exit(), run.toString());
        org.junit.jupiter.api.Assertions.assertTrue(
                run.out().contains("built as new NoDefaultConstructor(2)"), run.toString());
    }

    @Test
    void aJavaExpressionBuildsWhatNoConstructorCan() throws Exception {
        Path bad = Pairs.build("constructors", "bad/NoDefaultConstructor.java", "bad/NoSimpleConstructor.java");
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.bad.NoSimpleConstructor",
                "--after-class",
                "pairs.bad.NoSimpleConstructor",
                "--cp",
                bad.toString(),
                "--new",
                "new NoSimpleConstructor(() -> 1)",
                "--operations");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("built as new NoSimpleConstructor(() -> 1) before"), run.toString());
        run = Pairs.diff(
                "--class",
                "pairs.bad.NoSimpleConstructor",
                "--before",
                bad.toString(),
                "--after",
                bad.toString(),
                "--new",
                "new NoSimpleConstructor(() -> 1);",
                "--operations");
        assertEquals(0, run.exit(), run.toString());
        oneLine(
                Pairs.diff(
                        "--class",
                        "pairs.bad.NoSimpleConstructor",
                        "--before",
                        bad.toString(),
                        "--after",
                        bad.toString(),
                        "--new",
                        "new NoSimpleConstructor(() -> 1"),
                "--new 'new NoSimpleConstructor(() -> 1' does not compile on the before class path: ");
        oneLine(
                Pairs.diff(
                        "--class",
                        "pairs.bad.NoSimpleConstructor",
                        "--before",
                        bad.toString(),
                        "--after",
                        bad.toString(),
                        "--new",
                        "\"a\".repeat(2)"),
                "--new '\"a\".repeat(2)' made a java.lang.String on the before side, not a pairs.bad.NoSimpleConstructor");
    }

    @Test
    void anApiTheClassLacks() throws Exception {
        Path bad = Pairs.build("constructors", "bad/NoDefaultConstructor.java", "bad/NoSimpleConstructor.java");
        oneLine(
                Pairs.diff(
                        "--before-class",
                        "pairs.bad.NoDefaultConstructor",
                        "--after-class",
                        "pairs.bad.NoDefaultConstructor",
                        "--cp",
                        bad.toString(),
                        "--api",
                        "java.lang.Runnable"),
                "--api java.lang.Runnable: the before class pairs.bad.NoDefaultConstructor does not implement it and has no public method run()");
    }

    @Test
    void aMissingDependency() throws Exception {
        Path bad = Pairs.build("missing", "bad/NeedsMissing.java", "bad/Missing.java");
        Files.deleteIfExists(bad.resolve("pairs/bad/Missing.class"));
        oneLine(
                Pairs.diff(
                        "--before-class",
                        "pairs.bad.NeedsMissing",
                        "--after-class",
                        "pairs.bad.NeedsMissing",
                        "--cp",
                        bad.toString()),
                "a class it needs is missing");
    }

    @Test
    void unknownOptionsAndMissingSides() {
        oneLine(Pairs.diff("--klass", "x"), "unknown option '--klass'");
        oneLine(Pairs.diff("--class", "x", "--before", "."), "--class needs --before and --after");
        oneLine(
                Pairs.diff("--before-class", "a", "--after-class", "b", "--cp", "no/such/folder"),
                "no such file or folder: no/such/folder");
    }
}
