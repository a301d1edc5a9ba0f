package dev.provingground.diff;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What {@code proving-ground pr} was given, as given (the command line's options): validated into a
 * {@link PrRequest} by {@link PrMain}. Absent options are null (lists and maps empty).
 *
 * @param repo           {@code --repo}: the git repository (default: the current folder)
 * @param base           {@code --base}: the ref the PR is against (default: main or master, as origin has it)
 * @param head           {@code --head}: the PR's ref (default HEAD)
 * @param againstRelease {@code --against-release}: group:artifact, whose release on Maven Central is the base
 * @param baseVersion    {@code --base-version}: that release's version (default: the newest)
 * @param build          {@code --build}: a command other than Maven's that builds a revision
 * @param mavenArgs      {@code --maven-args}: added to the Maven build, separated by spaces
 * @param classes        {@code --classes}: where {@code --build} writes its classes (folders or globs)
 * @param classPath      {@code --cp}: jars both revisions need that the build does not say
 * @param only           {@code --only}: diff these of the changed concurrent classes alone
 * @param make           {@code --new}: class name to a Java expression that builds it
 * @param seed           {@code --seed}: null for the default (1)
 */
public record PrOptions(
        Path repo,
        String base,
        String head,
        String againstRelease,
        String baseVersion,
        String build,
        String mavenArgs,
        List<String> classes,
        String classPath,
        List<String> only,
        Map<String, String> make,
        DiffRequest.Mode mode,
        Long seed,
        boolean bench,
        Path out) {}
