package dev.provingground.verdict;

import java.util.Optional;

/**
 * One subject of a contract with its expected verdict and its role in the story
 * (the code before the PR, the PR's code, a repair, a known-bad variant, a reviewer's class).
 *
 * <p>A subject is a class, or an adapter class over a real upstream {@link Artifact}: then the adapter
 * loads in that artifact version's own class loader ({@link SubjectClassPath#loaderFor(CatalogEntry)}),
 * and its id, row name and results carry the coordinates ({@code Adapter@group:artifact:version}).
 */
public record CatalogEntry(String className, Artifact artifact, Role role, Expected expected, String summary) {

    public enum Role {
        BEFORE,
        PR,
        REPAIRED,
        KNOWN_BAD,
        REVIEWED
    }

    /** A subject on the suite's own class path (or a reviewer's {@code pg.classpath}). */
    public CatalogEntry(Class<?> subject, Role role, Expected expected, String summary) {
        this(subject.getName(), null, role, expected, summary);
    }

    /** An adapter over a real artifact from Maven Central. */
    public static CatalogEntry upstream(
            String adapterClass, String coordinates, Role role, Expected expected, String summary) {
        return new CatalogEntry(adapterClass, Artifact.parse(coordinates), role, expected, summary);
    }

    /** The entry a subject id names: {@code class} or {@code class@group:artifact:version}. */
    public static CatalogEntry reviewed(String id) {
        return new CatalogEntry(
                SubjectId.className(id),
                SubjectId.artifact(id).orElse(null),
                Role.REVIEWED,
                Expected.sound(),
                "a reviewer's implementation");
    }

    public Optional<Artifact> upstream() {
        return Optional.ofNullable(artifact);
    }

    /** What results are recorded under, and what {@code -Dpg.subjects} names: the class, and the artifact if any. */
    public String id() {
        return SubjectId.of(className, artifact);
    }

    /** The row's name: the class's simple name, and the artifact and version for a real artifact. */
    public String name() {
        return SubjectId.simpleName(id());
    }

    /** The subject class, loaded (once per id) from where it lives; a {@link SubjectException} saying why not. */
    public Class<?> subject() {
        return SubjectClassPath.load(this);
    }

    @Override
    public String toString() {
        return name();
    }
}
