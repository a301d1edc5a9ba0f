package dev.provingground.verdict;

import java.nio.file.Path;
import java.util.List;
import org.apache.maven.repository.internal.MavenRepositorySystemUtils;
import org.eclipse.aether.DefaultRepositorySystemSession;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.LocalRepository;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.resolution.VersionRangeRequest;
import org.eclipse.aether.resolution.VersionRangeResolutionException;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;
import org.eclipse.aether.version.Version;

/**
 * Resolves real artifacts, with their runtime dependencies, from Maven Central into the local Maven
 * repository ({@code -Dmaven.repo.local}, else {@code ~/.m2/repository}), and lists the versions
 * Central has between two versions. Used by the build's resolution step ({@link SubjectInput}) and by
 * {@code proving-ground check --artifact/--versions}; the engines only read the class path files it
 * leaves ({@link SubjectClassPath#artifactClassPath}). {@code -Dpg.maven.repository=URL} names
 * another repository (a mirror) instead of Central.
 */
public final class ArtifactResolver {

    private static final String CENTRAL = "https://repo.maven.apache.org/maven2/";

    private final RepositorySystem system = new RepositorySystemSupplier().get();
    private final DefaultRepositorySystemSession session = MavenRepositorySystemUtils.newSession();
    private final List<RemoteRepository> repositories =
            List.of(new RemoteRepository.Builder("central", "default", Setting.MAVEN_REPOSITORY.or(CENTRAL)).build());

    public ArtifactResolver() {
        String local = System.getProperty("maven.repo.local", "");
        Path localRepo =
                local.isBlank() ? Path.of(System.getProperty("user.home"), ".m2", "repository") : Path.of(local);
        session.setLocalRepositoryManager(
                system.newLocalRepositoryManager(session, new LocalRepository(localRepo.toFile())));
        // A pom that cannot be read is an error, not an artifact without dependencies (the default
        // session ignores it, and azure-cosmos then resolved to its jar alone).
        session.setArtifactDescriptorPolicy(
                new org.eclipse.aether.util.repository.SimpleArtifactDescriptorPolicy(false, false));
        // Poms activate profiles on java.version and os.*: they read them from the session.
        session.setSystemProperties(System.getProperties());
    }

    /** The artifact's jar and its runtime dependencies' jars; a {@link SubjectException} in one line otherwise. */
    public List<Path> resolve(Artifact artifact) {
        // The artifact as a project's dependency, not as the root: its optional dependencies stay out,
        // as they do for a user who depends on it.
        CollectRequest collect = new CollectRequest(
                List.of(new Dependency(new DefaultArtifact(artifact.toString()), JavaScopes.RUNTIME)),
                List.of(),
                repositories);
        try {
            return system
                    .resolveDependencies(
                            session,
                            new DependencyRequest(collect, DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME)))
                    .getArtifactResults()
                    .stream()
                    .map(ArtifactResult::getArtifact)
                    .map(a -> a.getFile().toPath())
                    .toList();
        } catch (DependencyResolutionException e) {
            throw new SubjectException("cannot resolve " + artifact + " from "
                    + repositories.get(0).getUrl() + ": " + firstLine(e));
        }
    }

    /** The versions Central lists for {@code group:artifact} from {@code from} to {@code to}, both included, oldest first. */
    public List<String> versions(String groupId, String artifactId, String from, String to) {
        var request = new VersionRangeRequest(
                new DefaultArtifact(groupId + ":" + artifactId + ":[" + from + "," + to + "]"), repositories, null);
        try {
            return system.resolveVersionRange(session, request).getVersions().stream()
                    .map(Version::toString)
                    .toList();
        } catch (VersionRangeResolutionException e) {
            throw new SubjectException("cannot list versions of " + groupId + ":" + artifactId + ": " + firstLine(e));
        }
    }

    private static String firstLine(Exception e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        String message = String.valueOf(e.getMessage());
        return message.lines().findFirst().orElse(message)
                + (root != e ? " (" + root.getClass().getSimpleName() + ": " + root.getMessage() + ")" : "");
    }
}
