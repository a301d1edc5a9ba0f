package dev.provingground.verdict;

import java.util.ArrayList;
import java.util.List;

/**
 * The packages of {@code java.base} every engine's JVM opens to the subject's code and the engines: Lincheck's model
 * checking reads the subject's whole object graph (to restore static state and take snapshots), and a real class holds
 * the JDK's objects there, a regex {@code Pattern} in a static field, a lambda, a lock, a thread local. Without them a
 * sound class's check ends in {@code InaccessibleObjectException} and "Non-determinism found", no verdict. The build's
 * test JVMs open the same packages ({@code pg.jvm.opens} in the root pom; {@code OpensTest} keeps the two alike).
 */
public final class Opens {

    /** The packages, in the order the flags are given. */
    public static final List<String> PACKAGES = List.of(
            "java.lang",
            "java.lang.invoke",
            "java.lang.ref",
            "java.lang.reflect",
            "java.io",
            "java.math",
            "java.net",
            "java.nio",
            "java.nio.charset",
            "java.security",
            "java.text",
            "java.time",
            "java.time.format",
            "java.time.zone",
            "java.util",
            "java.util.concurrent",
            "java.util.concurrent.atomic",
            "java.util.concurrent.locks",
            "java.util.function",
            "java.util.regex",
            "java.util.stream",
            "java.util.zip",
            "jdk.internal.misc",
            "sun.nio.ch");

    private Opens() {}

    /** The JVM flags: {@code --add-opens java.base/<package>=ALL-UNNAMED} for each package. */
    public static List<String> flags() {
        List<String> flags = new ArrayList<>();
        for (String p : PACKAGES) flags.add("--add-opens=java.base/" + p + "=ALL-UNNAMED");
        return flags;
    }
}
