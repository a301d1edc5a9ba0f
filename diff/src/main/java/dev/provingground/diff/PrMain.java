package dev.provingground.diff;

import dev.provingground.verdict.Artifact;
import dev.provingground.verdict.ArtifactResolver;
import dev.provingground.verdict.ExitCode;
import dev.provingground.verdict.SubjectException;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code proving-ground pr}: a pull request's verdict from its git repository. Both revisions are built in
 * folders of their own ({@link RevisionBuild}); the classes whose bytecode changed and that hold concurrent
 * state ({@link ChangedClasses}) are each diffed ({@link DiffMain}, its changed methods first); one report
 * for the PR ({@link PrReport}). A class that changed without concurrent state is listed, not diffed.
 */
public final class PrMain {

    private PrMain() {}

    /** Checks a pull request; returns the exit code ({@link ExitCode}): the worst of its classes', 2 for bad input. */
    public static int run(PrOptions options, PrintStream out, PrintStream err) {
        long start = System.nanoTime();
        PrRequest request;
        RevisionBuild.Built base;
        RevisionBuild.Built head;
        String baseWords;
        Path folder;
        try {
            request = PrRequest.of(options);
            String headCommit = RevisionBuild.commit(request.repo(), request.head());
            String baseCommit = null;
            String baseRef = null;
            String given = null;
            if (request.againstRelease() == null) {
                baseRef = request.base() != null ? request.base() : defaultBase(request.repo());
                given = RevisionBuild.commit(request.repo(), baseRef);
                baseCommit = RevisionBuild.mergeBase(request.repo(), given, headCommit);
                // Head older than base (a downgrade, or two tags the other way round): the two commits as given.
                if (baseCommit.equals(headCommit)) baseCommit = given;
            }
            String release = request.againstRelease() == null ? null : release(request);
            folder = request.out() != null
                    ? request.out()
                    : request.repo()
                            .resolve("target/pg-pr")
                            .resolve((baseCommit == null ? release.replace(':', '_') : baseCommit.substring(0, 7))
                                    + ".." + headCommit.substring(0, 7));
            Files.createDirectories(folder);
            if (baseCommit != null) {
                baseWords = RevisionBuild.firstLineOf(request.repo(), baseCommit)
                        + (baseCommit.equals(given) ? "" : " (where " + request.head() + " left " + baseRef + ")");
                out.printf(
                        "proving-ground pr: %s%n  base: %s%n  head: %s%n",
                        request.repo(), baseWords, RevisionBuild.firstLineOf(request.repo(), headCommit));
                out.printf("  building both (tests skipped; logs in %s)...%n", folder);
                base = RevisionBuild.build(
                        "base",
                        request.repo(),
                        baseCommit,
                        folder.resolve("trees/base"),
                        request.build(),
                        request.mavenArgs(),
                        request.classes(),
                        request.extraClassPath(),
                        folder.resolve("build-base.log"));
            } else {
                baseWords = release + " from Maven Central";
                out.printf(
                        "proving-ground pr: %s%n  base: %s%n  head: %s%n",
                        request.repo(), baseWords, RevisionBuild.firstLineOf(request.repo(), headCommit));
                base = released(release);
                out.printf("  building head (tests skipped; log in %s)...%n", folder);
            }
            head = RevisionBuild.build(
                    "head",
                    request.repo(),
                    headCommit,
                    folder.resolve("trees/head"),
                    request.build(),
                    request.mavenArgs(),
                    request.classes(),
                    request.extraClassPath(),
                    folder.resolve("build-head.log"));
        } catch (BadInput e) {
            err.println("proving-ground pr: " + e.getMessage().strip());
            return 2;
        } catch (IOException e) {
            err.println("proving-ground pr: cannot write the report folder: " + e.getMessage());
            return 2;
        }
        out.printf(
                "  built: base %s, head in %,d ms%n",
                base.millis() == 0 ? "resolved" : "in " + String.format("%,d ms", base.millis()), head.millis());
        for (RevisionBuild.Built b : List.of(base, head))
            if (!b.note().isEmpty()) out.printf("  %s: %s%n", b.label(), b.note());

        ChangedClasses.Change change = ChangedClasses.between(base.classFolders(), head.classFolders());
        List<PrReport.Row> rows = new ArrayList<>();
        List<ChangedClasses.Changed> toDiff = new ArrayList<>();
        out.printf(
                "%nchanged classes: %d (%d with concurrent state)%n",
                change.changed().size(),
                change.changed().stream()
                        .filter(ChangedClasses.Changed::concurrent)
                        .count());
        for (ChangedClasses.Changed c : change.changed()) {
            String methods = c.methods().isEmpty() ? "" : "; changed: " + String.join(", ", c.methods());
            if (!request.only().isEmpty() && !request.only().contains(c.name())) {
                out.printf("  %-40s not diffed: not named by --only%s%n", c.name(), methods);
                rows.add(PrReport.Row.skipped(c, "not named by --only"));
            } else if (!c.concurrent()) {
                out.printf(
                        "  %-40s not diffed: no concurrent state (no volatile or atomic field, lock, synchronized, VarHandle or Unsafe)%s%n",
                        c.name(), methods);
                rows.add(PrReport.Row.skipped(c, "no concurrent state"));
            } else if (!c.drivable()) {
                out.printf(
                        "  %-40s cannot be diffed: %s (%s)%s%n",
                        c.name(), c.notDrivable(), String.join("; ", c.concurrentState()), methods);
                rows.add(PrReport.Row.cannot(
                        c, c.notDrivable() + ": diff a public concrete class that uses it with proving-ground diff"));
            } else {
                out.printf("  %-40s diff: %s%s%n", c.name(), String.join("; ", c.concurrentState()), methods);
                toDiff.add(c);
            }
        }
        change.added().forEach(n -> out.printf("  %-40s new in head: nothing to diff it against%n", n));
        change.removed().forEach(n -> out.printf("  %-40s gone in head%n", n));
        for (String named : request.only()) {
            if (change.changed().stream().noneMatch(c -> c.name().equals(named))) {
                err.println("proving-ground pr: --only " + named + ": not a class the PR changed");
                return 2;
            }
        }

        for (ChangedClasses.Changed c : toDiff) {
            out.printf("%n=== diff %s ===%n", c.name());
            DiffOptions diff = new DiffOptions(
                    c.name(),
                    join(base.classPath()),
                    join(head.classPath()),
                    null,
                    null,
                    null,
                    null,
                    request.newExpressions().get(c.name()),
                    null,
                    null,
                    null,
                    request.mode(),
                    request.seed() == null ? 1 : request.seed(),
                    request.bench(),
                    false,
                    folder.resolve("classes").resolve(c.name()));
            DiffResult result = DiffMain.diff(diff, out, err);
            String replay = "proving-ground pr " + replayArgs(request, base, head, c.name());
            if (result.verdict()
                    == null) { // stopped before a verdict: it could not be diffed, and says why in one line
                // Bad input to the diff of a class the PR changed is how it is built or called: the option that says
                // so.
                String help = result.exit() == ExitCode.BAD_INPUT
                        ? "; give proving-ground pr --new " + c.name() + "='<Java expression>'"
                        : "";
                rows.add(PrReport.Row.cannot(c, result.problem() + help));
                continue;
            }
            rows.add(PrReport.Row.diffed(
                    c, result, replay, folder.resolve("classes").resolve(c.name())));
        }

        ExitCode exit = ExitCode.worst(rows.stream().map(PrReport.Row::exit).toList());
        String verdict = PrReport.verdict(rows, exit);
        try {
            PrReport.write(
                    folder,
                    request,
                    baseWords,
                    RevisionBuild.firstLineOf(request.repo(), head.commit()),
                    change,
                    rows,
                    verdict,
                    (System.nanoTime() - start) / 1_000_000_000);
        } catch (IOException e) {
            err.println("proving-ground pr: cannot write the report to " + folder + ": " + e.getMessage());
            return ExitCode.INTERNAL_ERROR.code();
        }
        out.printf("%n%s%n", PrReport.matrix(rows));
        out.printf("%nverdict: %s (%d s, builds included)%n", verdict, (System.nanoTime() - start) / 1_000_000_000);
        out.printf(
                "report: %s (and index.html, " + PrReport.JSON + ", junit.xml; each class's diff under classes/)%n",
                folder.resolve("pr-summary.md"));
        rows.stream()
                .filter(r -> r.status() == PrReport.Status.CANNOT)
                .forEach(r -> err.println("proving-ground pr: cannot diff " + r.className() + ": " + r.note()));
        return exit.code();
    }

    private static String replayArgs(PrRequest r, RevisionBuild.Built base, RevisionBuild.Built head, String only) {
        List<String> a = new ArrayList<>(List.of("--repo", r.repo().toString()));
        if (r.againstRelease() != null)
            a.addAll(List.of("--against-release", r.againstRelease(), "--base-version", base.commit()));
        else a.addAll(List.of("--base", base.commit().substring(0, 12)));
        a.addAll(List.of("--head", head.commit().substring(0, 12)));
        if (r.build() != null)
            a.addAll(List.of("--build", "'" + r.build() + "'", "--classes", String.join(",", r.classes())));
        if (!r.mavenArgs().isEmpty()) a.addAll(List.of("--maven-args", "'" + String.join(" ", r.mavenArgs()) + "'"));
        a.addAll(List.of(
                "--only",
                only,
                "--mode",
                r.mode().name().toLowerCase(java.util.Locale.ROOT),
                "--seed",
                Long.toString(r.seed() == null ? 1 : r.seed())));
        String expression = r.newExpressions().get(only);
        if (expression != null) a.addAll(List.of("--new", "'" + only + "=" + expression + "'"));
        return String.join(" ", a);
    }

    /** The base a pull request is usually against: origin/main, main, origin/master or master, whichever is there first. */
    private static String defaultBase(Path repo) throws BadInput {
        for (String ref : List.of("origin/main", "main", "origin/master", "master")) {
            try {
                RevisionBuild.commit(repo, ref);
                return ref;
            } catch (BadInput e) {
                if (e.getMessage().contains("not a git repository")) throw e;
            }
        }
        throw new BadInput("no main or master branch in " + repo + ": give --base <ref>");
    }

    /** The released version to compare against: --base-version, or the newest release Central lists. */
    private static String release(PrRequest r) throws BadInput {
        String[] ga = r.againstRelease().split(":");
        if (r.baseVersion() != null) return r.againstRelease() + ":" + r.baseVersion();
        try {
            List<String> versions = new ArrayList<>(new ArtifactResolver().versions(ga[0], ga[1], "0", "999999999"));
            versions.removeIf(v -> v.toLowerCase(java.util.Locale.ROOT)
                    .matches(".*(snapshot|alpha|beta|rc|cr|milestone|preview|-m\\d+|\\.m\\d+|-ea).*"));
            if (versions.isEmpty())
                throw new BadInput(
                        "--against-release " + r.againstRelease() + ": Maven Central lists no release of it");
            return r.againstRelease() + ":" + versions.get(versions.size() - 1);
        } catch (SubjectException e) {
            throw new BadInput("--against-release " + e.getMessage());
        }
    }

    private static RevisionBuild.Built released(String coordinates) throws BadInput {
        try {
            List<Path> jars = new ArtifactResolver().resolve(Artifact.parse(coordinates));
            return new RevisionBuild.Built(
                    "base",
                    coordinates.substring(coordinates.lastIndexOf(':') + 1),
                    null,
                    List.of(jars.get(0)),
                    jars.subList(1, jars.size()),
                    0,
                    "");
        } catch (SubjectException e) {
            throw new BadInput("--against-release " + e.getMessage());
        } catch (RuntimeException e) {
            throw new BadInput("--against-release " + coordinates + ": " + e.getMessage());
        }
    }

    private static String join(List<Path> paths) {
        return paths.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }
}
