package dev.provingground.diff;

/**
 * The walk of what a call answered when it is an iterator, enumeration, spliterator, stream or bare iterable, made in
 * the call as its caller would walk it: a walk that throws {@code ConcurrentModificationException} beside a register is
 * the race (Prometheus' registry, corpus R05). Under model checking the walk is analysed: it runs the subject's code.
 */
final class Walks {

    private Walks() {}

    /** How many items of an iterator or stream a call walks at most. */
    static final int WALKED = 10_000;

    /** Whether a call's answer of this declared type is walked in the call: an iterator, enumeration, spliterator, stream or bare iterable. */
    static boolean isWalked(Class<?> type) {
        return java.util.Iterator.class.isAssignableFrom(type)
                || java.util.Spliterator.class.isAssignableFrom(type)
                || java.util.Enumeration.class.isAssignableFrom(type)
                || java.util.stream.BaseStream.class.isAssignableFrom(type)
                || type == Iterable.class;
    }

    /**
     * Walks what a call returned (at most {@value #WALKED} items), as its caller would: an iterator or stream's walk that
     * throws {@code ConcurrentModificationException} beside a register is the race (Prometheus' registry, corpus R05).
     * Null when the walk ends well, else what it threw.
     */
    static String walked(Object result) {
        if (result == null) return null;
        try {
            java.util.Iterator<?> it = result instanceof java.util.Iterator<?> i
                    ? i
                    : result instanceof java.util.Enumeration<?> e
                            ? e.asIterator()
                            : result instanceof java.util.Spliterator<?> s
                                    ? java.util.Spliterators.iterator(s)
                                    : result instanceof java.util.stream.BaseStream<?, ?> b
                                            ? b.iterator()
                                            : result instanceof Iterable<?> t ? t.iterator() : null;
            for (int n = 0; it != null && n < WALKED && it.hasNext(); n++) it.next();
            return null;
        } catch (RuntimeException e) {
            if (e.getClass().getName().contains(".lincheck.")) throw e;
            return "threw " + Outcomes.unrelocated(e.getClass().getName());
        }
    }
}
