package dev.provingground.jcstress;

import dev.provingground.verdict.Contract;
import dev.provingground.verdict.SubjectClassPath;

/**
 * The subject under test in a jcstress fork: the class named by {@code -Dpg.subject}, which
 * {@link LitmusRunner} passes to every fork. Litmus tests build a fresh subject per state.
 */
public final class LitmusSubject {

    private static final String NAME = System.getProperty("pg.subject");
    private static volatile Class<?> subject;

    private LitmusSubject() {
    }

    public static <T, S> T create(Contract<T, S> contract, S setup) {
        Class<?> c = subject;
        if (c == null) {
            if (NAME == null) throw new IllegalStateException("no -Dpg.subject: run litmus tests through LitmusRunner");
            c = contract.load(NAME, SubjectClassPath.loader());
            subject = c;
        }
        return contract.create(c, setup);
    }
}
