package dev.provingground.verdict;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The child's side of a {@link ChildJvm}: its entry ({@link Launch}), which notes the frame that calls {@code
 * System.exit}, and the result it writes to the file {@code -Dpg.child.result} names ({@link #say}, closed by {@link
 * #end}); without that property, to stdout.
 */
public final class ChildSide {

    private static final String RESULT = Setting.CHILD_RESULT.key;

    /** How the result file's line naming the frame that called {@code System.exit} begins ({@link ChildJvm.Ended#exitFrame}). */
    static final String EXIT_FRAME = "pg.child.exit-frame ";

    private ChildSide() {}

    /**
     * The child's entry: notes, in the result file, the frame that calls {@code System.exit} (a
     * shutdown hook finds the thread inside {@code Runtime.exit}; {@link #end} halts, so it never
     * runs on a normal end), then runs the scenario's {@code main}.
     */
    public static final class Launch {
        public static void main(String[] args) throws Throwable {
            Runtime.getRuntime().addShutdownHook(new Thread(Launch::noteExitCaller, "pg-exit-watch"));
            var main = Class.forName(args[0]).getMethod("main", String[].class);
            try {
                main.invoke(null, (Object) java.util.Arrays.copyOfRange(args, 1, args.length));
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw e.getCause();
            }
        }

        private static void noteExitCaller() {
            exitCaller().ifPresent(frame -> write(EXIT_FRAME + frame));
        }
    }

    /**
     * In a shutdown hook: the frame that called {@code System.exit} (the first frame below
     * {@code Runtime.exit} and {@code System.exit} on the thread that is exiting), if something did.
     */
    public static java.util.Optional<String> exitCaller() {
        for (StackTraceElement[] stack : Thread.getAllStackTraces().values()) {
            for (int i = 0; i < stack.length; i++) {
                boolean exitCall = stack[i].getClassName().equals("java.lang.Runtime")
                        && stack[i].getMethodName().equals("exit");
                if (!exitCall) continue;
                int caller = i + 1;
                while (caller < stack.length && stack[caller].getClassName().equals("java.lang.System")) caller++;
                return caller < stack.length
                        ? java.util.Optional.of(Stuck.frame(stack[caller]))
                        : java.util.Optional.empty();
            }
        }
        return java.util.Optional.empty();
    }

    /** In the child: one line of the result. */
    public static void say(String line) {
        write(line);
    }

    /** In the child: closes the result and halts with {@code status} (spinning threads included). */
    public static void end(int status) {
        write("END");
        System.out.flush();
        Runtime.getRuntime().halt(status);
    }

    private static void write(String line) {
        String file = System.getProperty(RESULT);
        if (file == null) {
            System.out.println(line);
            return;
        }
        try {
            Files.writeString(
                    Path.of(file),
                    line + "\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
