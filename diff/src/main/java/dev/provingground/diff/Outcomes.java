package dev.provingground.diff;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a call answered, in words both sides can be compared by: a value (numbers, strings, booleans,
 * enum names, collections of them, sets and maps in sorted order), "void", or "threw" and the
 * exception's class name. Any other object is its kind: the simple name of the method's declared return
 * type (inside a collection, of its class). Two sides' objects are never equal as objects, only their
 * kinds are comparable.
 */
final class Outcomes {

    private Outcomes() {}

    /**
     * How a call that exhausted the heap answers in the sequential check (whose JVM goes on after one): for the heap,
     * not the code, so never compared ({@link SequentialEquivalence}).
     */
    static final String OUT_OF_HEAP = "ran out of heap";

    private static final Map<java.util.List<Object>, Method> BY_SIGNATURE =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Calls {@code method} of the API on {@code target}: directly when the target implements the API, else
     * the target's public method of the same signature ({@code --api} naming an interface the class does
     * not implement). The answer's kind is the API's declared return type either way.
     */
    static String call(Object target, Operations.Op op, Method method) {
        return call(target, Made.Objects.NONE, op, method, false);
    }

    /**
     * The same; {@code byKind} for a method whose answer no two runs or builds can compare by value ({@link MethodChoice#byKind}:
     * it reads the clock, or its return type differs between the builds): only whether it returned, or the exception it threw.
     * {@code made}: the objects {@link Made} for this target, which its calls pass.
     */
    static String call(Object target, Made.Objects made, Operations.Op op, Method method, boolean byKind) {
        return call(target, made, op, method, null, byKind);
    }

    /** The same, through {@code direct}, the method's compiled call ({@link DirectCall}), when it is not null. */
    static String call(
            Object target, Made.Objects made, Operations.Op op, Method method, DirectCall direct, boolean byKind) {
        return call(target, made, op, method, direct, null, byKind, new HeldAnswers());
    }

    /**
     * The same; {@code handle}, when not null, the compiled call of the method a chained call ({@link Operations.Op#then})
     * makes on the handle the first returns (else it is looked up and called through reflection, where no model
     * checker runs). A chained call answers its handle method's answer, or the first call's when that threw or returned null.
     * What the call returned is {@code held} for the run that makes it ({@link HeldAnswers}).
     */
    static String call(
            Object target,
            Made.Objects made,
            Operations.Op op,
            Method method,
            DirectCall direct,
            Handle handle,
            boolean byKind,
            HeldAnswers held) {
        Object result;
        Method answered = method;
        try {
            result = invoke(target, op.argumentsFor(method, made, target), method, direct);
            if (op.then() != null && result != null) {
                Method m = handle != null ? handle.method() : op.then().on(method.getReturnType());
                result = invoke(
                        result, op.then().argumentsFor(m, made, target), m, handle != null ? handle.direct() : null);
                answered = m;
            }
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof OutOfMemoryError oom) return OUT_OF_HEAP + " (" + oom.getMessage() + ")";
            PastArrays.note(op, e.getCause());
            return Thrown.answer(e.getCause());
        } catch (NotCalled e) {
            throw new IllegalStateException("cannot call " + op + ": " + e.getCause(), e.getCause());
        } catch (Throwable t) {
            return thrown(op, t, direct != null);
        }
        held.hold(result);
        try {
            if (Walks.isWalked(answered.getReturnType())) {
                String walk = Walks.walked(result);
                if (walk != null) return walk;
            }
            return answer(answered, result, byKind);
        } catch (OutOfMemoryError oom) {
            // The walk is the call's, as its caller would make it: an iterable that allocates its buffer when walked
            // (RxJava's blockingIterable(2^30), corpus R17) ran out of heap in the call, not in the harness.
            return OUT_OF_HEAP + " (" + oom.getMessage() + ")";
        }
    }

    /**
     * What a direct call that threw {@code t} answered: the subject's exception in words. {@code subjects}: whether it can
     * be the subject's (the call was a compiled one); Lincheck's own, which end a thread, go on, and so does any exception
     * of the harness's own reflection.
     */
    static String thrown(Operations.Op op, Throwable t, boolean subjects) {
        if (!subjects || t.getClass().getName().contains(".lincheck.")) {
            if (t instanceof RuntimeException r) throw r;
            if (t instanceof Error e) throw e;
            throw new IllegalStateException(t);
        }
        PastArrays.note(op, t);
        return Thrown.answer(t);
    }

    /**
     * What a call that returned {@code result} from {@code answered} answered, after any walk of it ({@link #walked}):
     * "void", a value, or its kind; {@code byKind}: only that it returned.
     */
    static String answer(Method answered, Object result, boolean byKind) {
        if (byKind) return "returned";
        if (answered.getReturnType() == void.class) return "void";
        // An object that is no value is its kind, and the kind both sides share is the API's declared
        // return type (retain() returning this is "a ReferenceCounted" on both, whatever the classes).
        // A value that names one of the before build's classes names it as its build does: the relocation's prefix is
        // the engines' doing, never the subject's answer (logback's converter map, class names as strings).
        try {
            return result == null || isValue(result) ? unrelocatedText(show(result)) : kind(answered.getReturnType());
        } catch (OutOfMemoryError oom) { // an answer too large to write down (a buffer of 2^30 bytes): the heap's
            return OUT_OF_HEAP + " (writing the answer: " + oom.getMessage() + ")";
        }
    }

    /** How many items of an array or collection an answer shows; a longer one shows these, then how many there are. */
    static final int SHOWN = 1_000;

    /** A handle method's compiled call, made before any model checking runs. */
    record Handle(Method method, DirectCall direct) {}

    /** A call that could not be made (the harness's reflection failed): never an answer of the subject's. */
    private static final class NotCalled extends RuntimeException {
        NotCalled(Throwable cause) {
            super(cause);
        }
    }

    private static Object invoke(Object target, Object[] arguments, Method method, DirectCall direct) throws Throwable {
        if (direct != null) return direct.call(target, arguments);
        try {
            return invoker(target, method).invoke(target, arguments);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            throw new NotCalled(e);
        }
    }

    /** A text with every relocated class name ({@link Relocation}) written as its build has it. */
    static String unrelocatedText(String text) {
        return text.replace(Relocation.PREFIX, "").replace(Relocation.PREFIX.replace('.', '/'), "");
    }

    /** The method to invoke on {@code target} for an API method: itself, or the target's method of its signature. */
    static Method invoker(Object target, Method method) {
        return method.getDeclaringClass().isInstance(target)
                ? method
                : BY_SIGNATURE.computeIfAbsent(
                        java.util.List.of(method, target.getClass()), k -> bySignature(target.getClass(), method));
    }

    private static Method bySignature(Class<?> type, Method apiMethod) {
        try {
            Method m = type.getMethod(apiMethod.getName(), apiMethod.getParameterTypes());
            m.trySetAccessible();
            return m;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(
                    type.getName() + " has no public method " + ApiMethods.signature(apiMethod), e);
        }
    }

    /** A class's name as its build has it: the before side's, relocated for Lincheck ({@link Relocation}), without the prefix. */
    static String unrelocated(String className) {
        return className.startsWith(Relocation.PREFIX) ? className.substring(Relocation.PREFIX.length()) : className;
    }

    static String show(Object value) {
        if (value == null) return "null";
        if (value instanceof String s) return '"' + s + '"';
        if (value instanceof Character c && Character.isISOControl(c)) return String.format("\\u%04x", (int) c);
        if (value instanceof Number || value instanceof Boolean || value instanceof Character) return value.toString();
        if (value instanceof Enum<?> e) return e.name();
        if (value instanceof java.util.Set<?> s)
            return s.stream().map(Outcomes::show).sorted().collect(Collectors.joining(", ", "{", "}"));
        if (value instanceof Collection<?> c)
            return c.stream()
                    .limit(SHOWN)
                    .map(Outcomes::show)
                    .collect(Collectors.joining(", ", "[", c.size() > SHOWN ? ", ... " + c.size() + " items]" : "]"));
        if (value instanceof Map<?, ?> m)
            return m.entrySet().stream()
                    .map(e -> show(e.getKey()) + "=" + show(e.getValue()))
                    .sorted()
                    .collect(Collectors.joining(", ", "{", "}"));
        if (value instanceof Map.Entry<?, ?> e) return show(e.getKey()) + "=" + show(e.getValue());
        if (value instanceof java.util.Optional<?> o)
            return o.map(v -> "Optional[" + show(v) + "]").orElse("Optional.empty");
        if (value instanceof CharSequence cs) return '"' + cs.toString() + '"';
        if (value.getClass().isArray()) {
            int n = java.lang.reflect.Array.getLength(value);
            Object[] items = new Object[Math.min(n, SHOWN)];
            for (int i = 0; i < items.length; i++) items[i] = java.lang.reflect.Array.get(value, i);
            return "[" + runs(Arrays.stream(items).map(Outcomes::show).toList())
                    + (n > SHOWN ? ", ... " + n + " items]" : "]");
        }
        return kind(value.getClass());
    }

    /** How many equal items in a row an array's answer shows as one, with their count. */
    static final int RUN = 8;

    /**
     * Items joined, each run of {@value #RUN} or more equal ones shown once with its count ({@code \\u0000 x200}): a
     * recycler's buffer of 2,000 zeros reads as one item, not a page, and two answers still differ exactly when their
     * items do.
     */
    private static String runs(List<String> items) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < items.size(); ) {
            int j = i;
            while (j < items.size() && items.get(j).equals(items.get(i))) j++;
            if (j - i >= RUN) out.add(items.get(i) + " x" + (j - i));
            else out.addAll(items.subList(i, j));
            i = j;
        }
        return String.join(", ", out);
    }

    /** A type whose objects are answers compared by content: the JDK's values, collections, maps, arrays, enums. */
    static boolean isValueType(Class<?> c) {
        return c.isPrimitive()
                || c == String.class
                || Number.class.isAssignableFrom(c)
                || c == Boolean.class
                || c == Character.class
                || c.isEnum()
                || Collection.class.isAssignableFrom(c)
                || Map.class.isAssignableFrom(c)
                || c.isArray()
                || c == java.util.Optional.class
                || Map.Entry.class.isAssignableFrom(c)
                || c == CharSequence.class;
    }

    private static boolean isValue(Object v) {
        if (v instanceof Map.Entry<?, ?> || v instanceof java.util.Optional<?>) return true;
        return v instanceof String
                || v instanceof Number
                || v instanceof Boolean
                || v instanceof Character
                || v instanceof Enum<?>
                || v instanceof Collection<?>
                || v instanceof Map<?, ?>
                || v.getClass().isArray();
    }

    private static String kind(Class<?> type) {
        return "a " + DoNothing.standsFor(type).getSimpleName();
    }
}
