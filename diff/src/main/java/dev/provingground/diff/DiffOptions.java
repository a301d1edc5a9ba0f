package dev.provingground.diff;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code proving-ground diff} was given, as given (the command line's options; {@code pr} fills it for each
 * class): validated and loaded into a {@link DiffRequest} by {@link DiffMain}. Absent options are null.
 *
 * @param className   {@code --class}: the class both builds hold
 * @param before      {@code --before}: the before build's class path, or Maven coordinates
 * @param after       {@code --after}: the after build's class path, or Maven coordinates
 * @param beforeClass {@code --before-class}: of two classes of one build, the before one
 * @param afterClass  {@code --after-class}: of two classes of one build, the after one
 * @param classPath   {@code --cp}: that one build's class path
 * @param api         {@code --api}: the interface or class whose methods to call
 * @param make        {@code --new}: a static factory, or a Java expression that builds an instance
 * @param methods     {@code --methods}: names or signatures, separated by commas
 * @param skip        {@code --skip}: names or signatures, separated by commas
 * @param generators  {@code --generator}: classes, separated by commas
 * @param out         {@code --out}: the report's folder
 */
public record DiffOptions(
        String className,
        String before,
        String after,
        String beforeClass,
        String afterClass,
        String classPath,
        String api,
        String make,
        String methods,
        String skip,
        String generators,
        DiffRequest.Mode mode,
        long seed,
        boolean bench,
        boolean listOnly,
        Path out) {

    /** The options again as a command line, quoted for a shell where needed: the run's replay line. */
    public List<String> commandLine() {
        List<String> a = new ArrayList<>();
        add(a, "--class", className);
        add(a, "--before", before);
        add(a, "--after", after);
        add(a, "--before-class", beforeClass);
        add(a, "--after-class", afterClass);
        add(a, "--cp", classPath);
        add(a, "--api", api);
        add(a, "--new", make);
        add(a, "--methods", methods);
        add(a, "--skip", skip);
        add(a, "--generator", generators);
        if (mode != DiffRequest.Mode.QUICK) add(a, "--mode", mode.name().toLowerCase(java.util.Locale.ROOT));
        if (!bench) a.add("--no-bench");
        if (listOnly) a.add("--operations");
        add(a, "--out", out == null ? null : out.toString());
        add(a, "--seed", Long.toString(seed));
        return a;
    }

    private static void add(List<String> a, String option, String value) {
        if (value == null) return;
        a.add(option);
        a.add(
                value.contains(" ") || value.contains(File.pathSeparator) || value.contains("'") || value.contains("(")
                        ? "'" + value.replace("'", "'\\''") + "'"
                        : value);
    }
}
