package dev.provingground.diff;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A regression test the diff wrote ({@link Reproducer}), run as its author would: copied to a fresh folder outside this
 * repository and run by {@code mvn test} (the Maven that runs this build, with its local repository), on one build.
 * What it found is read from Surefire's XML report, never from Maven's console.
 *
 * @param exit     Maven's exit code
 * @param tests    the test cases Surefire ran
 * @param failures the type of each failure or error (a Lincheck failure is {@code org.jetbrains.lincheck.LincheckAssertionError})
 * @param console  Maven's output, for a failure's message
 */
record RegressionTestRun(int exit, int tests, List<String> failures, String console) {

    /** How long one run may take: Maven's start, the compile, and the test's two bounded Lincheck runs. */
    static final long BOUND_SECONDS = 600;

    /** Copies {@code folder} to a fresh temporary folder and runs {@code mvn test} there, with {@code -Pbefore} when {@code before}. */
    static RegressionTestRun of(Path folder, boolean before) throws IOException, InterruptedException {
        Path fresh = Files.createTempDirectory("pg-regression-test");
        try (var files = Files.walk(folder)) {
            for (Path p : files.toList()) {
                Path to = fresh.resolve(folder.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to);
            }
        }
        String home = dev.provingground.verdict.Setting.MAVEN_HOME.value();
        if (home == null || home.isBlank())
            throw new IllegalStateException("no pg.maven.home: run this test from Maven (the root pom sets it)");
        List<String> command =
                new ArrayList<>(List.of(Path.of(home, "bin", "mvn").toString(), "-B", "-ntp", "test"));
        if (before) command.add("-Pbefore");
        String repo = dev.provingground.verdict.Setting.MAVEN_REPO.or("");
        if (!repo.isBlank()) command.add("-Dmaven.repo.local=" + repo);
        ProcessBuilder pb =
                new ProcessBuilder(command).directory(fresh.toFile()).redirectErrorStream(true);
        pb.environment()
                .put("JAVA_HOME", System.getProperty("java.home")); // the JDK this test runs on (21+), not Maven's own
        Path log = fresh.resolve("maven.log");
        pb.redirectOutput(log.toFile());
        Process maven = pb.start();
        if (!maven.waitFor(BOUND_SECONDS, TimeUnit.SECONDS)) {
            maven.descendants().forEach(ProcessHandle::destroyForcibly);
            maven.destroyForcibly();
            throw new AssertionError("mvn test in " + fresh + " did not end within " + BOUND_SECONDS + " s:\n"
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
        String console = Files.readString(log, StandardCharsets.UTF_8);
        int tests = 0;
        List<String> failures = new ArrayList<>();
        Path reports = fresh.resolve("target/surefire-reports");
        if (Files.isDirectory(reports)) {
            try (var xmls = Files.list(reports)) {
                for (Path xml : xmls.filter(p -> p.getFileName().toString().startsWith("TEST-")
                                && p.toString().endsWith(".xml"))
                        .toList()) {
                    var doc = DocumentBuilderFactory.newInstance()
                            .newDocumentBuilder()
                            .parse(xml.toFile());
                    tests += doc.getElementsByTagName("testcase").getLength();
                    for (String tag : List.of("failure", "error")) {
                        NodeList found = doc.getElementsByTagName(tag);
                        for (int i = 0; i < found.getLength(); i++)
                            failures.add(((Element) found.item(i)).getAttribute("type"));
                    }
                }
            } catch (javax.xml.parsers.ParserConfigurationException | org.xml.sax.SAXException e) {
                throw new IOException("Surefire's report in " + reports + " does not parse: " + e, e);
            }
        }
        return new RegressionTestRun(maven.exitValue(), tests, List.copyOf(failures), console);
    }

    @Override
    public String toString() {
        return "mvn test: exit " + exit + ", " + tests + " tests, failures " + failures + "\n" + console;
    }
}
