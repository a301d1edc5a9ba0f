package dev.provingground.verdict;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Builds a subject once, from its contract's sample setup, in a JVM of its own and within a bound:
 * the command line's check, before anything runs, that the constructor works. A constructor that
 * throws, hangs, exits the JVM or needs a class the class path lacks is one line naming the cause.
 */
public final class SubjectProbe {

    private static final long BOUND_SECONDS = Setting.CONSTRUCT_BOUND_SECONDS.or(60L);

    private SubjectProbe() {}

    /**
     * Why the subject cannot be built, or empty when it can. {@code classPathFirst}: the jars its
     * classes come from (a reviewer's {@code --cp}, an artifact's class path).
     */
    public static Optional<String> problem(Contract<?, ?> contract, String id, List<Path> classPathFirst) {
        try {
            ChildJvm.Ended ended = ChildJvm.run(
                    SubjectProbe.class,
                    classPathFirst,
                    List.of("-D" + SubjectClassPath.ON_CLASS_PATH + "=true"),
                    List.of(contract.name(), id),
                    BOUND_SECONDS);
            if (ended.complete()) return ended.exit() == 0 ? Optional.empty() : Optional.of(ended.resultText());
            return Optional.of("building " + SubjectId.simpleName(id) + " once from a sample "
                    + contract.setupType().getSimpleName() + ": " + ended.cause() + " (pg.construct.boundSeconds)");
        } catch (Exception e) {
            return Optional.of("could not build " + id + " once to try it: " + e);
        }
    }

    /** In the child: arguments are the contract's name and the subject's id. */
    public static void main(String[] args) {
        try {
            Contract<?, ?> contract =
                    Contracts.byName(args[0]).orElseThrow(() -> new SubjectException("no contract " + args[0]));
            build(contract, args[1]);
            ChildJvm.say("built");
            ChildJvm.end(0);
        } catch (SubjectException e) {
            ChildJvm.say(e.getMessage());
            ChildJvm.end(1);
        } catch (LinkageError e) {
            ChildJvm.say(
                    args[1] + " cannot be built: it needs " + e.getMessage().replace('/', '.')
                            + ", which the class path lacks (" + e.getClass().getSimpleName() + ")");
            ChildJvm.end(1);
        }
    }

    private static <T, S> void build(Contract<T, S> contract, String id) {
        contract.create(contract.subject(id).subject(), contract.sampleSetup().get());
    }
}
