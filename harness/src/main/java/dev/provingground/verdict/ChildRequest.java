package dev.provingground.verdict;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a child JVM is asked, as one typed message: a record written by the JDK's serialization to a file whose path is
 * the child's one argument, and read back as that record, never as positional strings with "-" for null. The JDK's own
 * format, not JSON: the child's class path is the subject's, which may hold any JSON library in any version (the
 * corpus's R01 put jackson-databind 2.4 ahead of ours, and the diff's JSON method choice could not be read).
 */
public final class ChildRequest {

    private ChildRequest() {}

    /** Writes {@code request} to a file of its own in the temporary folder; its path, for the child's argument list. */
    public static String write(Serializable request) throws IOException {
        Path file = Files.createTempFile("pg-request", ".ser");
        file.toFile().deleteOnExit();
        try (ObjectOutputStream out = new ObjectOutputStream(Files.newOutputStream(file))) {
            out.writeObject(request);
        }
        return file.toString();
    }

    /** The request the parent wrote to {@code path}, as {@code type}. */
    public static <T> T read(String path, Class<T> type) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(Path.of(path)))) {
            return type.cast(in.readObject());
        }
    }
}
