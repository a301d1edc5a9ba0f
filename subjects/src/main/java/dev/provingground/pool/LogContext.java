package dev.provingground.pool;

import java.util.Arrays;
import java.util.Objects;

/**
 * One reusable context: a mutable log event (level, message) and the output buffer it is formatted
 * into, bound to the sink it is written to (Penna's {@code LogUnitContext(sink, logEvent)}). Not
 * thread-safe: the pool's lease is what makes it exclusive. The buffer grows and is kept, which is
 * the allocation the pool exists to save.
 */
public final class LogContext {

    private final Sink sink;
    private int level;
    private String message;
    private char[] buffer = new char[64];
    private int length;

    public LogContext(Sink sink) {
        this.sink = Objects.requireNonNull(sink, "sink");
    }

    /** Clears the event and empties the buffer; the buffer's storage is kept. */
    public void reset() {
        level = 0;
        message = null;
        length = 0;
    }

    public boolean isReset() {
        return level == 0 && message == null && length == 0;
    }

    public void event(int level, String message) {
        this.level = level;
        this.message = message;
    }

    public int level() {
        return level;
    }

    public String message() {
        return message;
    }

    public LogContext append(CharSequence text) {
        int n = text.length();
        if (length + n > buffer.length) buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, length + n));
        for (int i = 0; i < n; i++) buffer[length + i] = text.charAt(i);
        length += n;
        return this;
    }

    public int length() {
        return length;
    }

    public String text() {
        return new String(buffer, 0, length);
    }

    /** Formats the event into the buffer ("level message\n") and writes the buffer to the sink. */
    public void formatAndWrite() {
        append(Integer.toString(level))
                .append(" ")
                .append(String.valueOf(message))
                .append("\n");
        sink.write(buffer, length);
    }
}
