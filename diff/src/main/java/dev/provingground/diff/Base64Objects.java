package dev.provingground.diff;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.Base64;

/**
 * A typed message as one word: serialized by the JDK alone (a subject's class path shares the reading JVM, and a library
 * there must not read it) and written in Base64 ({@link MethodChoice#argument}, {@link SeenBy#encode}).
 */
final class Base64Objects {

    private Base64Objects() {}

    static String write(Serializable message) {
        var bytes = new ByteArrayOutputStream();
        try (var out = new ObjectOutputStream(bytes)) {
            out.writeObject(message);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return Base64.getEncoder().encodeToString(bytes.toByteArray());
    }

    /** What {@link #write} wrote, as a {@code type}; {@code what} names it when the word is not one. */
    static <T> T read(String word, Class<T> type, String what) {
        try (var in = new ObjectInputStream(
                new ByteArrayInputStream(Base64.getDecoder().decode(word)))) {
            return type.cast(in.readObject());
        } catch (IOException | ClassNotFoundException | IllegalArgumentException | ClassCastException e) {
            throw new IllegalArgumentException(what + word, e);
        }
    }
}
