package dev.provingground.pool;

/** Where a formatted log line goes (Penna's stdout writer). Checks mock it to make it throw. */
public interface Sink {

    /** Writes {@code buffer[0, length)}; may throw (an unchecked I/O failure, say). */
    void write(char[] buffer, int length);

    /** A sink that drops everything. */
    Sink DISCARD = (buffer, length) -> {};
}
