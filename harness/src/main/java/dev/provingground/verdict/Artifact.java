package dev.provingground.verdict;

import java.util.regex.Pattern;

/**
 * Maven coordinates of a real upstream artifact ({@code group:artifact:version}), whose classes a
 * subject adapter drives. Each artifact version loads in a class loader of its own
 * ({@link SubjectLoader}), so versions of one artifact run side by side in one build.
 */
public record Artifact(String groupId, String artifactId, String version) {

    private static final Pattern PART = Pattern.compile("[A-Za-z0-9_.\\-]+");

    public Artifact {
        for (String part : new String[] {groupId, artifactId, version}) {
            if (part == null || !PART.matcher(part).matches()) {
                throw new SubjectException("bad Maven coordinates " + groupId + ":" + artifactId + ":" + version
                        + " (expected group:artifact:version)");
            }
        }
    }

    /** Parses {@code group:artifact:version}; a {@link SubjectException} naming the input otherwise. */
    public static Artifact parse(String coordinates) {
        String[] parts = coordinates.trim().split(":", -1);
        if (parts.length != 3) {
            throw new SubjectException("bad Maven coordinates '" + coordinates + "' (expected group:artifact:version)");
        }
        return new Artifact(parts[0], parts[1], parts[2]);
    }

    /** The same artifact at another version. */
    public Artifact withVersion(String otherVersion) {
        return new Artifact(groupId, artifactId, otherVersion);
    }

    /** {@code artifact:version}, the short form shown in a row's name. */
    public String shortName() {
        return artifactId + ":" + version;
    }

    @Override
    public String toString() {
        return groupId + ":" + artifactId + ":" + version;
    }
}
