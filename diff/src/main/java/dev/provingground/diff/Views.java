package dev.provingground.diff;

import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A map's or a collection's views ({@code keySet()}, {@code values()}, {@code entrySet()}, a sub-map): what a view holds
 * is the object's own content, read live, so a view is no answer to compare; but a removal through a view changes the
 * object under test, and is a call like any other ({@code values().removeIf(Predicate)}). A view's default removal walks
 * it and removes what it found by key, a step later (Caffeine's {@code UnboundedLocalCache} before 2.2, corpus R10): a
 * put between the two is lost, or a remove of the same key answers as though it alone had removed it. So a view method
 * is called only through its removals: {@link #REMOVALS} that its type has, each once, with its most typical arguments.
 */
final class Views {

    private Views() {}

    /** The removals made through a view, by name and parameter types: those the Map contract says change the map. */
    static final List<Removal> REMOVALS =
            List.of(new Removal("removeIf", java.util.function.Predicate.class), new Removal("remove", Object.class));

    /** A removal method of a view's type. */
    record Removal(String name, Class<?>... parameterTypes) {}

    /** Whether {@code m} of {@code api} answers a view: a map's or a collection's method that answers a map or a collection. */
    static boolean isView(Method m, Class<?> api) {
        Class<?> r = m.getReturnType();
        return (Collection.class.isAssignableFrom(api) || Map.class.isAssignableFrom(api))
                && (Collection.class.isAssignableFrom(r) || Map.class.isAssignableFrom(r));
    }

    /** The removal methods a view of {@code type} has ({@link #REMOVALS}). */
    static List<Method> removals(Class<?> type) {
        List<Method> out = new ArrayList<>();
        for (Removal r : REMOVALS) {
            try {
                out.add(type.getMethod(r.name(), r.parameterTypes()));
            } catch (NoSuchMethodException e) {
                // a view of a type without it (a map view has no removeIf)
            }
        }
        return out;
    }

    /**
     * The calls through the view {@code head} answers, whose method is {@code m}: each of its removals, with its most
     * typical arguments; none that removes by value from a view of entries (no argument of a domain is an entry).
     */
    static List<Operations.Op> calls(Operations.Op head, Method m, Generators generators) {
        List<Operations.Op> out = new ArrayList<>();
        for (Method removal : removals(m.getReturnType())) {
            if (removal.getName().equals("remove") && holdsEntries(m.getGenericReturnType())) continue;
            HandleCalls.typicalCall(head, removal, generators).ifPresent(out::add);
        }
        return out;
    }

    private static boolean holdsEntries(Type view) {
        return view instanceof ParameterizedType p
                && p.getActualTypeArguments().length == 1
                && (p.getActualTypeArguments()[0] instanceof ParameterizedType e && e.getRawType() == Map.Entry.class
                        || p.getActualTypeArguments()[0] == Map.Entry.class);
    }
}
