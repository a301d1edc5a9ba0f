package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.ToolTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * {@code proving-ground pr} on a small git repository built here: a Maven project whose first commit holds
 * a correct counter ({@code Hits}, an {@code AtomicLong}) and a plain class ({@code Greeting}); a second
 * commit breaks the counter as a PR would (a read, then a write of a volatile: two hits can both return 1);
 * a third changes only the plain class; a fourth does not compile. Across each pair: the race found in the
 * breaking commit, the plain change listed and not diffed, the failing build one line with the compiler's
 * own error, and bad input one line with exit 2.
 */
@ToolTest(group = 3)
@DisabledOnOs(OS.WINDOWS) // git and tar from the shell
class PullRequestTest {

    private static Path repo;
    private static final List<String> commits = new ArrayList<>();

    private static final String POM = """
            <?xml version="1.0" encoding="UTF-8"?>
            <project xmlns="http://maven.apache.org/POM/4.0.0">
              <modelVersion>4.0.0</modelVersion>
              <groupId>fixture</groupId>
              <artifactId>hits</artifactId>
              <version>1.0</version>
              <properties>
                <maven.compiler.release>17</maven.compiler.release>
                <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
              </properties>
              <build>
                <plugins>
                  <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
                  <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
                </plugins>
              </build>
            </project>
            """;

    private static final String SOUND = """
            package fixture;

            import java.util.concurrent.atomic.AtomicLong;

            /** Counts hits; each hit returns the count it made. */
            public class Hits {
                private final AtomicLong count = new AtomicLong();

                public long hit() {
                    return count.incrementAndGet();
                }

                public long count() {
                    return count.get();
                }
            }
            """;

    /** The PR: "an AtomicLong is overkill for a counter", a volatile read, then a write. Two hits can both return 1. */
    private static final String BROKEN = """
            package fixture;

            /** Counts hits; each hit returns the count it made. */
            public class Hits {
                private volatile long count;

                public long hit() {
                    long next = count + 1;
                    count = next;
                    return next;
                }

                public long count() {
                    return count;
                }
            }
            """;

    private static final String GREETING = """
            package fixture;

            public class Greeting {
                public String greet(String name) {
                    return "%s, " + name;
                }
            }
            """;

    @BeforeAll
    static void repository() throws Exception {
        repo = Files.createTempDirectory("pg-pr-fixture");
        git("init", "-q", "-b", "main");
        write("pom.xml", POM);
        write("src/main/java/fixture/Hits.java", SOUND);
        write("src/main/java/fixture/Greeting.java", GREETING.formatted("Hello"));
        commit("a counter and a greeting");
        write("src/main/java/fixture/Hits.java", BROKEN);
        commit("Hits: a volatile long is enough");
        write("src/main/java/fixture/Greeting.java", GREETING.formatted("Hi"));
        commit("Greeting: say hi");
        write("src/main/java/fixture/Broken.java", "package fixture; public class Broken { int x = ; }\n");
        commit("does not compile");
        git("checkout", "-q", "-b", "gauge", commits.get(2));
        write("src/main/java/fixture/Gauge.java", GAUGE.formatted("last = source.getAsLong();\n        return last;"));
        commit("a gauge over a source");
        write(
                "src/main/java/fixture/Gauge.java",
                GAUGE.formatted("long value = source.getAsLong();\n        last = value;\n        return value;"));
        commit("Gauge: return the value read, not the field");
        git("checkout", "-q", "-b", "tally", commits.get(2));
        write("src/main/java/fixture/Tally.java", TALLY.formatted("synchronized "));
        commit("a tally under its lock");
        write("src/main/java/fixture/Tally.java", TALLY.formatted(""));
        commit("Tally: add needs no lock");
    }

    /** A tally whose only change, commit 7 to 8, drops {@code synchronized} from {@code add}: not one instruction differs. */
    private static final String TALLY = """
            package fixture;

            public class Tally {
                private long n;

                public %slong add() {
                    n = n + 1;
                    return n;
                }

                public synchronized long count() {
                    return n;
                }
            }
            """;

    /** A class only a Java expression builds: its one constructor takes a LongSupplier. */
    private static final String GAUGE = """
            package fixture;

            import java.util.function.LongSupplier;

            public class Gauge {
                private final LongSupplier source;
                private volatile long last;

                public Gauge(LongSupplier source) {
                    this.source = source;
                }

                public long sample() {
                    %s
                }

                public long last() {
                    return last;
                }
            }
            """;

    private static void write(String path, String text) throws Exception {
        Path p = repo.resolve(path);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private static void commit(String message) throws Exception {
        git("add", "-A");
        git("-c", "user.name=Fixture", "-c", "user.email=fixture@example.org", "commit", "-q", "-m", message);
        Process p = new ProcessBuilder("git", "-C", repo.toString(), "rev-parse", "HEAD").start();
        commits.add(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip());
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
    }

    private static void git(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git", "-C", repo.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(1, TimeUnit.MINUTES) && p.exitValue() == 0, "git " + String.join(" ", args) + ": " + out);
    }

    private static Pairs.Run pr(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] command = new String[args.length + 1];
        command[0] = "pr";
        System.arraycopy(args, 0, command, 1, args.length);
        int exit = dev.provingground.cli.ProvingGround.run(
                command,
                Path.of("..").toAbsolutePath().normalize(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        Pairs.Run ran = new Pairs.Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        System.out.println("proving-ground pr " + String.join(" ", args) + "\n" + ran);
        return ran;
    }

    @Test
    void theBreakingCommitBringsARaceInItsConcurrentClass() throws Exception {
        Path out = Files.createTempDirectory("pg-pr-out");
        Pairs.Run run = pr(
                "--repo", repo.toString(), "--base", commits.get(0), "--head", commits.get(1), "--out", out.toString());
        assertEquals(1, run.exit(), run.toString());
        assertTrue(
                run.out().contains("fixture.Hits") && run.out().contains("=== diff fixture.Hits ==="), run.toString());
        assertTrue(
                run.out().contains("verdict: after is not linearizable, before is: a race the PR brings"),
                run.toString());
        assertTrue(run.out().contains("verdict: the PR changes what fixture.Hits does"), run.toString());
        String summary = Files.readString(out.resolve("pr-summary.md"));
        assertTrue(summary.contains("| `fixture.Hits` | SAME | FAILED | PASSED |"), summary);
        assertTrue(summary.contains("Replay: `proving-ground pr --repo "), summary);
        var failures = javax.xml.parsers.DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(out.resolve("junit.xml").toFile())
                .getElementsByTagName("failure");
        assertEquals(1, failures.getLength(), "junit.xml: one failed class");
        assertTrue(
                ((org.w3c.dom.Element) failures.item(0))
                        .getAttribute("message")
                        .startsWith("after is not linearizable"),
                "junit.xml");
        String json = Files.readString(out.resolve(PrReport.JSON));
        assertEquals(
                java.util.List.of(),
                dev.provingground.report.ReportValidation.json(PrReport.JSON, json, Path.of("../docs/pr.schema.json")),
                json);
        var hits = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json)
                .get("classes")
                .get(0);
        assertEquals("fixture.Hits", hits.get("class").asText(), json);
        assertEquals(1, hits.get("exit").asInt(), json);
        assertEquals("BRINGS_RACE", hits.get("kind").asText(), json);
        // The race comes with its regression test, named in the summary for the PR's author.
        assertTrue(Files.isRegularFile(Path.of(hits.get("regressionTest").asText())), json);
        assertTrue(
                summary.contains(
                        "**Regression test:** `" + hits.get("regressionTest").asText() + "`"),
                summary);
        assertTrue(Files.exists(out.resolve("classes/fixture.Hits/index.html")), "the class's own diff report");
    }

    @Test
    void aChangeToAClassWithoutConcurrentStateIsListedAndNotDiffed() throws Exception {
        Path out = Files.createTempDirectory("pg-pr-out");
        Pairs.Run run = pr(
                "--repo", repo.toString(), "--base", commits.get(1), "--head", commits.get(2), "--out", out.toString());
        assertEquals(0, run.exit(), run.toString());
        assertTrue(
                run.out().contains("fixture.Greeting") && run.out().contains("not diffed: no concurrent state"),
                run.toString());
        assertFalse(run.out().contains("=== diff"), run.toString());
        assertTrue(run.out().contains("verdict: no changed class holds concurrent state"), run.toString());
    }

    @Test
    void aBuildThatFailsIsOneLineWithTheCompilersError() {
        Pairs.Run run = pr(
                "--repo",
                repo.toString(),
                "--base",
                commits.get(2),
                "--head",
                commits.get(3),
                "--out",
                repo.resolve("../pg-pr-broken").toString());
        assertEquals(2, run.exit(), run.toString());
        assertEquals(1, run.err().strip().lines().count(), run.toString());
        assertTrue(
                run.err().startsWith("proving-ground pr: the build of head (")
                        && run.err().contains("Broken.java"),
                run.toString());
    }

    @Test
    @Tag(ToolTest.LONG)
    void aClassNoConstructorBuildsIsNamedWithTheOptionThatWould() throws Exception {
        Pairs.Run run = pr(
                "--repo",
                repo.toString(),
                "--base",
                commits.get(4),
                "--head",
                commits.get(5),
                "--out",
                Files.createTempDirectory("pg-pr-out").toString());
        assertEquals(3, run.exit(), "a class that could not be diffed is no verdict on it: " + run);
        assertTrue(
                run.err().contains("proving-ground pr: cannot diff fixture.Gauge: ")
                        && run.err().contains("give proving-ground pr --new fixture.Gauge='<Java expression>'"),
                run.toString());
        Pairs.Run built = pr(
                "--repo",
                repo.toString(),
                "--base",
                commits.get(4),
                "--head",
                commits.get(5),
                "--new",
                "fixture.Gauge=new fixture.Gauge(() -> 7)",
                "--out",
                Files.createTempDirectory("pg-pr-out").toString());
        assertEquals(0, built.exit(), built.toString());
        assertTrue(
                built.out().contains("built as new fixture.Gauge(() -> 7)")
                        && built.out().contains("verdict: no difference found"),
                built.toString());
    }

    /** Flags are changes: a PR whose only change removes {@code synchronized} changes its class, and the race is found. */
    @Test
    @Tag(ToolTest.LONG)
    void aPrThatOnlyRemovesSynchronizedIsDiffed() throws Exception {
        Pairs.Run run = pr(
                "--repo",
                repo.toString(),
                "--base",
                commits.get(6),
                "--head",
                commits.get(7),
                "--out",
                Files.createTempDirectory("pg-pr-out").toString());
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("=== diff fixture.Tally ==="), run.toString());
        assertTrue(run.out().contains("changed by the PR:        add()"), run.toString());
        assertTrue(
                run.out().contains("verdict: after is not linearizable, before is: a race the PR brings"),
                run.toString());
    }

    @Test
    void badInputIsOneLine() throws Exception {
        // Outside any git repository (the build's own temporary folder is inside this one).
        Path notGit = Files.createTempDirectory(Path.of(System.getProperty("user.home")), "pg-pr-not-git");
        notGit.toFile().deleteOnExit();
        for (Pairs.Run run : List.of(
                pr("--repo", notGit.toString()),
                pr("--repo", repo.toString(), "--base", "no-such-branch"),
                pr("--repo", repo.toString(), "--colour", "red"),
                pr("--repo", repo.toString(), "--build", "make"))) {
            assertEquals(2, run.exit(), run.toString());
            assertEquals("", run.out(), "nothing ran: " + run);
            assertEquals(1, run.err().strip().lines().count(), run.toString());
        }
        assertTrue(pr("--repo", notGit.toString()).err().contains("not a git repository"));
        assertTrue(pr("--repo", repo.toString(), "--base", "no-such-branch")
                .err()
                .contains("unknown ref 'no-such-branch'"));
    }
}
