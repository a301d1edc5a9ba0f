package dev.provingground.diff;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** What is printed to the console, kept as well (for the report, or a caller that reads it). */
final class Tee {

    private Tee() {}

    static PrintStream of(PrintStream console, ByteArrayOutputStream kept) {
        return new PrintStream(
                new OutputStream() {
                    @Override
                    public void write(int b) {
                        console.write(b);
                        kept.write(b);
                    }

                    @Override
                    public void write(byte[] b, int off, int len) {
                        console.write(b, off, len);
                        kept.write(b, off, len);
                    }
                },
                true,
                StandardCharsets.UTF_8);
    }
}
