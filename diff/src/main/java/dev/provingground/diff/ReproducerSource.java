package dev.provingground.diff;

/**
 * The fixed parts of a regression test's source ({@link Reproducer}): what its Javadoc says it does, a race's two
 * Lincheck runs of its one scenario, a sequence's one assertion, and the helpers its calls answer through (the same
 * words as {@link Outcomes}: a value by content, any other object by its kind).
 */
final class ReproducerSource {

    private ReproducerSource() {}

    static final String RACE_DESCRIPTION = """
            The failing scenario, run by Lincheck (model checking, then real threads) against the class itself run
             * sequentially: it fails while the race is there and passes once it is gone. Each call answers in words: its
             * value, "void", or "threw" and the exception's class.""";

    static final String SEQUENCE_DESCRIPTION = """
            The calls, one after another on one object, and the answers the before build gave: the after build answers
             * otherwise. Each call answers in words: its value, "void", or "threw" and the exception's class.""";

    /**
     * A race's two runs of its one scenario; the test's class name is the last argument. Model checking runs with the
     * diff's own guarantees ({@link dev.provingground.guarantees.JdkAsOneStep}, {@link OneStepWhereTheEngineFails}):
     * without them, the test
     * of a race found with a class taken as one step fails on the engine's own error on both builds. The test's helpers
     * that put an answer in words run as one step each, as {@link Dispatch}'s do: analysed, the walk of a recycler's
     * buffer of 8,000 bytes read as a spin to the engine, and the test failed "hung" on the before build too (R09).
     */
    static final String RACE_TESTS = """

                /** The scenario the diff failed on: set-up calls, then each thread's calls, then the calls that observe. */
                static ExecutionScenario failingScenario() {
                    return new ExecutionScenario(actors(%s),
                            java.util.List.of(%s),
                            actors(%s), null);
                }

                @Test
                public void modelChecking() {
                    new ModelCheckingOptions().iterations(0).invocationsPerIteration(%d).threads(%d)%s
                            // the test's own words for an answer, one step each, as the diff's are (its Dispatch)
                            .addGuarantee(ManagedStrategyGuaranteeKt.forClasses(getClass().getName())
                                    .methods("show", "marked", "given").ignore())
                            .addCustomScenario(failingScenario()).minimizeFailedScenario(false).check(getClass());
                }

                @Test
                public void realThreads() {
                    new StressOptions().iterations(0).invocationsPerIteration(%d).threads(%d)
                            .addCustomScenario(failingScenario()).minimizeFailedScenario(false).check(getClass());
                }

                private static java.util.List<Actor> actors(String... operations) {
                    java.util.List<Actor> actors = new java.util.ArrayList<>();
                    for (String name : operations) {
                        try {
                            actors.add(new Actor(%s.class.getMethod(name), java.util.List.of(), false, false, false, false, false));
                        } catch (NoSuchMethodException e) {
                            throw new IllegalStateException(e);
                        }
                    }
                    return actors;
                }
            """;

    /** A sequential difference: the calls in order, their answers against the before build's. */
    static final String SEQUENCE_TESTS = """

                @Test
                public void answersAsTheBeforeBuildDid() {
                    java.util.List<String> answers = java.util.List.of(
                            %s);
                    org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of(
                            %s), answers);
                }
            """;

    /** The budget of the test's two runs of its one scenario (ten times the diff's replay of a scenario, quick mode). */
    static final int MODEL_CHECKING_INVOCATIONS = 2_000;

    static final int STRESS_INVOCATIONS = 10_000;

    static final String HELPERS = """

                /** An answer in words, as the diff compares them: values by content, any other object by its kind. */
                private static String show(Object value, String kind) {
                    return value == null || isValue(value) ? show(value) : kind;
                }

                private static boolean isValue(Object v) {
                    return v instanceof String || v instanceof Number || v instanceof Boolean || v instanceof Character || v instanceof Enum<?>
                            || v instanceof java.util.Collection<?> || v instanceof java.util.Map<?, ?> || v.getClass().isArray()
                            || v instanceof java.util.Map.Entry<?, ?> || v instanceof java.util.Optional<?>;
                }

                private static String show(Object value) {
                    if (value == null) return "null";
                    if (value instanceof String s) return '"' + s + '"';
                    if (value instanceof Number || value instanceof Boolean || value instanceof Character) return value.toString();
                    if (value instanceof Enum<?> e) return e.name();
                    if (value instanceof java.util.Set<?> s) {
                        return s.stream().map(x -> show(x)).sorted().collect(java.util.stream.Collectors.joining(", ", "{", "}"));
                    }
                    if (value instanceof java.util.Collection<?> c) {
                        return c.stream().map(x -> show(x)).collect(java.util.stream.Collectors.joining(", ", "[", "]"));
                    }
                    if (value instanceof java.util.Map<?, ?> m) {
                        return m.entrySet().stream().map(e -> show(e.getKey()) + "=" + show(e.getValue())).sorted()
                                .collect(java.util.stream.Collectors.joining(", ", "{", "}"));
                    }
                    if (value instanceof java.util.Map.Entry<?, ?> e) return show(e.getKey()) + "=" + show(e.getValue());
                    if (value instanceof java.util.Optional<?> o) return o.map(v -> "Optional[" + show(v) + "]").orElse("Optional.empty");
                    if (value instanceof CharSequence cs) return '"' + cs.toString() + '"';
                    if (value.getClass().isArray()) {
                        java.util.List<String> items = new java.util.ArrayList<>();
                        for (int i = 0; i < java.lang.reflect.Array.getLength(value); i++) items.add(show(java.lang.reflect.Array.get(value, i)));
                        return items.toString();
                    }
                    return "a " + value.getClass().getSimpleName();
                }
            """;

    /**
     * A race's answers mark an array a call of the same run was given, as the diff's do ({@link GivenArrays}), and what
     * the calls answered is held for the run, as the diff's is ({@link HeldAnswers}).
     */
    static final String GIVEN_ARRAYS = """

                private final java.util.Set<Object> givenArrays =
                        java.util.Collections.synchronizedSet(java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()));

                /** An argument, registered when it is a non-empty array: an answer that is that very array reads so. */
                private <T> T given(T value) {
                    if (value != null && value.getClass().isArray() && java.lang.reflect.Array.getLength(value) > 0) givenArrays.add(value);
                    return value;
                }

                /** What the calls answered, held for the run: a subject that holds what it hands out weakly forgets nothing by the collector's timing. */
                private final java.util.List<Object> heldAnswers = java.util.Collections.synchronizedList(new java.util.ArrayList<>());

                /** An answer in words, marked when it is an array a call of this run was given (one buffer handed to two threads). */
                private String marked(Object value, String kind) {
                    if (value != null) heldAnswers.add(value);
                    String answer = show(value, kind);
                    return value != null && value.getClass().isArray() && givenArrays.contains(value) ? answer + "%s" : answer;
                }
            """.formatted(GivenArrays.MARK);

    static final String DO_NOTHING = """

                /** An object of an interface whose every method does nothing: answers 0, false or null (a default method runs). */
                @SuppressWarnings("unchecked")
                private static <T> T doNothing(Class<T> type) {
                    return (T) java.lang.reflect.Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, m, args) -> {
                        if (m.getDeclaringClass() == Object.class) {
                            return switch (m.getName()) {
                                case "equals" -> proxy == args[0];
                                case "hashCode" -> System.identityHashCode(proxy);
                                default -> "a do-nothing " + type.getSimpleName();
                            };
                        }
                        if (m.isDefault()) return java.lang.reflect.InvocationHandler.invokeDefault(proxy, m, args);
                        Class<?> r = m.getReturnType();
                        if (r == boolean.class) return false;
                        if (r == char.class) return (char) 0;
                        if (r == int.class) return 0;
                        if (r == short.class) return (short) 0;
                        if (r == byte.class) return (byte) 0;
                        if (r == long.class) return 0L;
                        if (r == double.class) return 0.0;
                        if (r == float.class) return 0.0f;
                        return null;
                    });
                }
            """;

    static final String HOLDING_TYPICAL = """

                /** A test that holds when one of its arguments is "a", 1 or 'a', or an entry holding one; for nothing else. */
                @SuppressWarnings("unchecked")
                private static <T> T holdingTypical(Class<T> type) {
                    return (T) java.lang.reflect.Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, m, args) -> {
                        if (m.getDeclaringClass() == Object.class) {
                            return switch (m.getName()) {
                                case "equals" -> proxy == args[0];
                                case "hashCode" -> System.identityHashCode(proxy);
                                default -> "a " + type.getSimpleName() + " holding \\"a\\" or 1";
                            };
                        }
                        if (m.isDefault()) return java.lang.reflect.InvocationHandler.invokeDefault(proxy, m, args);
                        return args != null && java.util.Arrays.stream(args).anyMatch(a -> typical(a));
                    });
                }

                private static boolean typical(Object value) {
                    if (value instanceof java.util.Map.Entry<?, ?> e) return typical(e.getKey()) || typical(e.getValue());
                    return "a".equals(value) || Character.valueOf('a').equals(value) || value instanceof Number n && n.doubleValue() == 1.0;
                }
            """;

    static final String METHOD = """

                private static java.lang.reflect.Method method(Class<?> type, String name) {
                    try {
                        return type.getMethod(name);
                    } catch (NoSuchMethodException e) {
                        throw new IllegalStateException(e);
                    }
                }
            """;
}
