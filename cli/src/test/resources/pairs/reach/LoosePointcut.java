package pairs.reach;

import java.lang.reflect.Method;

/** {@link Pointcut} with its count a volatile int incremented in place: two matches at once can count one (a read, then a write). */
public class LoosePointcut {
    private volatile int evaluations;

    public boolean matches(Method method, Class<?> type, Object... args) {
        evaluations++;
        return method.getDeclaringClass() == type && args.length == method.getParameterCount();
    }

    public int evaluations() {
        return evaluations;
    }
}
