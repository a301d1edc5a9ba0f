package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The calls that give back an array the API answered: a method that takes an array of the very type another chosen
 * method returns (a recycler's {@code releaseCharBuffer(int, char[])} and its {@code allocCharBuffer(int)}) is called,
 * with its most typical other arguments, on what that method's most typical call answers ({@code
 * releaseCharBuffer(1, allocCharBuffer(1))}), one call for each such parameter. The built-in arrays hold none, one or two
 * items; a recycler hands out only a buffer of its own size (a slot of 2,000 chars), so a race in handing out what was
 * given back is met only on one of its own. These calls are set-ups ({@link SystematicScenarios}) and calls of the
 * sequential check, never raced: as one operation they are two calls, and a history of them beside another thread is
 * not one any linearization of the two calls must give.
 */
final class GiveBacks {

    private GiveBacks() {}

    /** The give-backs among the chosen methods, each method given by its most typical call. */
    static List<Operations.Op> of(Map<Method, Operations.Op> typicalCalls) {
        List<Operations.Op> out = new ArrayList<>();
        for (Map.Entry<Method, Operations.Op> taker : typicalCalls.entrySet()) {
            Class<?>[] parameters = taker.getKey().getParameterTypes();
            for (int j = 0; j < parameters.length; j++) {
                Class<?> array = parameters[j];
                if (!array.isArray()) continue;
                int given = j;
                typicalCalls.entrySet().stream()
                        .filter(source -> source.getKey() != taker.getKey()
                                && source.getKey().getReturnType() == array
                                && source.getValue().arguments().stream().allMatch(GiveBacks::builtIn))
                        .findFirst()
                        .ifPresent(source -> {
                            List<Object> args = new ArrayList<>(taker.getValue().arguments());
                            args.set(given, new Domains.Answered(source.getValue()));
                            out.add(new Operations.Op(
                                    taker.getValue().method(), taker.getValue().parameterTypes(), args));
                        });
            }
        }
        return out;
    }

    /** Whether an argument is a built-in value, which any object under test takes alike (not a made object, a generator's or an answer). */
    private static boolean builtIn(Object argument) {
        return !(argument instanceof Made
                || argument instanceof Generators.Generated
                || argument instanceof Domains.Answered
                || argument instanceof Domains.Array a && !a.elements().stream().allMatch(GiveBacks::builtIn)
                || argument instanceof Domains.Collection c
                        && !c.elements().stream().allMatch(GiveBacks::builtIn));
    }
}
