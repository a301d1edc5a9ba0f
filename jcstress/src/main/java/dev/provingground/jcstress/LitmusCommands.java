package dev.provingground.jcstress;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.SubjectClassPath;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/** The commands this runner prints and starts: a litmus test's replay, and a jcstress child JVM. */
final class LitmusCommands {

    private LitmusCommands() {}

    /** The command that reruns one litmus test on one subject, with the class paths the subject needs. */
    static String replay(CatalogEntry subject, String test) {
        // This JVM's java (a JDK 21+), not whatever `java` is first on the PATH: the command runs as printed.
        String java = ProcessHandle.current().info().command().orElse("java");
        return java + " -Dpg.subject=" + subject.id() + " " + String.join(" ", SubjectClassPath.childJvmFlags())
                + " -cp jcstress/target/jcstress.jar org.openjdk.jcstress.Main -t " + test;
    }

    /**
     * This JVM's java (a JDK 21+), the subjects' flags, this JVM's page flags and this class path, and
     * the main class: a jcstress child. jcstress hands its own JVM's flags on to every fork.
     */
    static List<String> childJava(String mainClass) {
        List<String> command =
                new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java")));
        command.addAll(SubjectClassPath.childJvmFlags());
        command.addAll(ChildJvm.inheritedFlags());
        command.addAll(List.of("-cp", absoluteClassPath(), mainClass));
        return command;
    }

    /** The child runs in its own directory, so relative class path entries are made absolute. */
    private static String absoluteClassPath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(e -> Path.of(e).toAbsolutePath().toString())
                .collect(Collectors.joining(File.pathSeparator));
    }
}
