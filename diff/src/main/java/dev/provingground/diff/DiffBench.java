package dev.provingground.diff;

import dev.provingground.verdict.Setting;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Check 4: the cost of a mix of the operations on one shared instance of each side, at the thread
 * counts the run sets (1 and 2): each call is the next of a fixed random sequence of the diff's calls,
 * made through reflection on both sides alike. A call that throws is a call (counter overflows and
 * releases of a freed object throw on both sides). The fork learns the sides from {@code pg.diff.*}
 * properties ({@link Performance}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DiffBench {

    @Param({"before", "after"})
    public String side;

    private Object target;
    private Method[] methods;
    private Object[][] arguments;
    private int[] sequence;

    @State(Scope.Thread)
    public static class Cursor {
        int next;
    }

    @Setup
    public void setUp() throws Exception {
        String factory = Setting.DIFF_FACTORY.or("");
        List<Path> classPath = Arrays.stream(
                        (side.equals("before") ? Setting.DIFF_BEFORE_CLASS_PATH : Setting.DIFF_AFTER_CLASS_PATH)
                                .value()
                                .split(java.io.File.pathSeparator))
                .map(Path::of)
                .toList();
        Side s = Side.load(
                side,
                (side.equals("before") ? Setting.DIFF_BEFORE_CLASS : Setting.DIFF_AFTER_CLASS).value(),
                classPath,
                factory.isBlank() ? null : factory,
                null);
        String api = Setting.DIFF_API.or("");
        Class<?> apiType = api.isBlank() ? s.type() : Class.forName(api, false, s.loader());
        List<String> generators = Generators.parse(Setting.DIFF_GENERATORS.or(""));
        String chosen = Setting.DIFF_METHODS.or("");
        List<Operations.Op> ops = Operations.of(
                        apiType,
                        apiType,
                        generators.isEmpty() ? Generators.NONE : Generators.load(generators, s.loader()),
                        chosen.isBlank()
                                ? MethodChoice.all(apiType).chosen()
                                : MethodChoice.parse(chosen).chosen())
                .ops()
                .stream()
                .filter(op -> op.then() == null && !op.givesBack())
                .toList(); // the API's own calls; a handle's are the same calls again, a give-back two of them
        target = s.create();
        methods =
                ops.stream().map(op -> Outcomes.invoker(target, op.on(apiType))).toArray(Method[]::new);
        arguments = new Object[ops.size()][];
        Made.Objects made = Made.Objects.forCalls(ops, Arrays.asList(methods));
        for (int i = 0; i < ops.size(); i++) arguments[i] = ops.get(i).argumentsFor(methods[i], made, target);
        Random random = new Random(Setting.DIFF_SEED.or(1L));
        sequence = random.ints(1024, 0, ops.size()).toArray();
    }

    @Benchmark
    public Object mix(Cursor cursor) throws IllegalAccessException {
        int k = sequence[cursor.next++ & 1023];
        try {
            return methods[k].invoke(target, arguments[k]);
        } catch (InvocationTargetException e) {
            return e.getCause();
        }
    }
}
