package dev.provingground.jcstress;

import dev.provingground.verdict.ChildSide;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Setting;
import dev.provingground.verdict.Stuck;

/**
 * The subject under test in a jcstress fork: the subject id named by {@code -Dpg.subject} (a class, or
 * an adapter over a real artifact), which {@link LitmusRunner} passes to every fork with the flags that
 * locate its classes. Litmus tests build a fresh subject per state.
 */
public final class LitmusSubject {

    private static final String NAME = Setting.SUBJECT.value();
    private static volatile Class<?> subject;

    /** Printed by a fork that something exits, followed by the frame that called System.exit. */
    static final String EXIT_FRAME = "pg.exit-frame: ";

    static {
        // jcstress reports a fork that ends early with its output: this line says who ended it.
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> ChildSide.exitCaller()
                                .filter(Stuck::isSubjectFrame)
                                .ifPresent(frame -> System.err.println(EXIT_FRAME + frame)),
                        "pg-exit-watch"));
    }

    private LitmusSubject() {}

    public static <T, S> T create(Contract<T, S> contract, S setup) {
        Class<?> c = subject;
        if (c == null) {
            if (NAME == null) throw new IllegalStateException("no -Dpg.subject: run litmus tests through LitmusRunner");
            c = contract.subject(NAME).subject();
            subject = c;
        }
        return contract.create(c, setup);
    }
}
