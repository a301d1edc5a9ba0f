package dev.provingground.jcstress;

import dev.provingground.verdict.Contract;

/**
 * The subject under test in a jcstress fork: the subject id named by {@code -Dpg.subject} (a class, or
 * an adapter over a real artifact), which {@link LitmusRunner} passes to every fork with the flags that
 * locate its classes. Litmus tests build a fresh subject per state.
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
            c = contract.subject(NAME).subject();
            subject = c;
        }
        return contract.create(c, setup);
    }
}
