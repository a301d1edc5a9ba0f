package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --new}'s expression, compiled on a side's class path ({@link NewExpression}). */
class NewExpressionTest {

    /**
     * A package-private class built through its library's public factory (Caffeine's caches: corpus R10 could not be
     * built, because the maker imported the class itself, which no code outside its package may).
     */
    @Test
    void aPackagePrivateClassBuiltThroughAPublicFactoryCompiles(@TempDir Path dir) throws Exception {
        Path sources = Files.createDirectories(dir.resolve("src/lib"));
        Files.writeString(
                sources.resolve("Hidden.java"),
                "package lib; class Hidden implements Runnable { public void run() {} }");
        Files.writeString(
                sources.resolve("Factory.java"),
                "package lib; public final class Factory { public static Runnable make() { return new Hidden(); } }");
        Path classes = Files.createDirectories(dir.resolve("classes"));
        int javac = ToolProvider.getSystemJavaCompiler()
                .run(
                        null,
                        null,
                        null,
                        "-d",
                        classes.toString(),
                        sources.resolve("Hidden.java").toString(),
                        sources.resolve("Factory.java").toString());
        assertEquals(0, javac);
        assertFalse(NewExpression.nameable("lib.Hidden", List.of(classes)));
        assertTrue(NewExpression.nameable("lib.Factory", List.of(classes)));
        Path made = Files.createDirectories(dir.resolve("made"));
        NewExpression.compile("Factory.make()", "after", "lib.Hidden", null, List.of(classes), made);
        assertTrue(Files.isRegularFile(made.resolve("dev/provingground/diff/made/After.class")));
    }
}
