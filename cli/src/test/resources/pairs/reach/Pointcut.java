package pairs.reach;

import java.lang.reflect.Method;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A pointcut that counts its evaluations, as an AOP library's does: its matcher takes reflection's values and an
 * array of objects (varargs). Counted atomically: two matches at once are two evaluations.
 */
public class Pointcut {
    private final AtomicInteger evaluations = new AtomicInteger();

    public boolean matches(Method method, Class<?> type, Object... args) {
        evaluations.incrementAndGet();
        return method.getDeclaringClass() == type && args.length == method.getParameterCount();
    }

    public int evaluations() {
        return evaluations.get();
    }
}
