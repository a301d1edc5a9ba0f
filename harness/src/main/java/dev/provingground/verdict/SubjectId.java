package dev.provingground.verdict;

import java.util.Optional;

/**
 * A subject's id: its class name, or {@code Adapter@group:artifact:version} for an adapter over a
 * real artifact. Results are recorded under it, {@code -Dpg.subjects} names it, and child JVMs
 * receive it; its simple form names the row.
 */
public final class SubjectId {

    private SubjectId() {}

    public static String of(String className, Artifact artifact) {
        return artifact == null ? className : className + "@" + artifact;
    }

    public static String className(String id) {
        int at = id.indexOf('@');
        return at < 0 ? id : id.substring(0, at);
    }

    public static Optional<Artifact> artifact(String id) {
        int at = id.indexOf('@');
        return at < 0 ? Optional.empty() : Optional.of(Artifact.parse(id.substring(at + 1)));
    }

    /** {@code SimpleName}, or {@code SimpleName@artifact:version}. */
    public static String simpleName(String id) {
        String className = className(id);
        String simple = className.substring(className.lastIndexOf('.') + 1);
        return artifact(id).map(a -> simple + "@" + a.shortName()).orElse(simple);
    }

    /** The simple name as a file or folder name ({@code :} is not allowed everywhere). */
    public static String fileName(String id) {
        return simpleName(id).replace(':', '-');
    }
}
