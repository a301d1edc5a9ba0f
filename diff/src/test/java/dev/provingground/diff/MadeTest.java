package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.diff.builders.Gauge;
import dev.provingground.diff.builders.Source;
import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Arguments of a library's own types: which types get made objects, and that one object under test sees each made once. */
class MadeTest {

    public interface Hook {
        int fired(String event);
    }

    public static final class Tag {
        final String name;

        public Tag(String name) {
            this.name = name;
        }
    }

    public abstract static class Shape {
        public abstract double area();

        public String kind() {
            return "shape";
        }
    }

    public abstract static class Sealed {
        abstract int hidden();
    }

    /** As Jackson's TypeReference: its constructor throws for a subclass that gives no type argument. */
    public abstract static class TypeToken<T> {
        protected TypeToken() {
            if (!(getClass().getGenericSuperclass() instanceof java.lang.reflect.ParameterizedType))
                throw new IllegalArgumentException("constructed without actual type information");
        }
    }

    /** As Spring's PropertySource: an abstract class with no constructor but one that takes its name. */
    public abstract static class Named {
        private final String name;

        protected Named(String name) {
            this.name = name;
        }

        public String name() {
            return name;
        }

        public abstract Object value(String key);
    }

    /** As Spectator's Id: an interface the library makes by its own factory. */
    public interface Key {
        String id();

        static Key of(String id) {
            return new KeyOf(id);
        }

        static Key none() {
            return new KeyOf("");
        }
    }

    public record KeyOf(String id) implements Key {}

    /** A factory that answers one object every time: shared by every history, so no domain of its own. */
    public interface Unit {
        Unit ONE = new Unit() {};

        static Unit one() {
            return ONE;
        }
    }

    /** A factory that refuses the most typical arguments, as a parser refuses "a". */
    public interface Strict {
        static Strict parse(String text) {
            throw new IllegalArgumentException("not a query: " + text);
        }
    }

    /** As Spectator's Query: no factory, its implementations nested in it with public constructors. */
    public interface Filter {
        boolean test(String tag);

        final class Equal implements Filter {
            private final String key;
            private final String value;

            public Equal(String key, String value) {
                this.key = key;
                this.value = value;
            }

            @Override
            public boolean test(String tag) {
                return tag.equals(key + "=" + value);
            }
        }
    }

    /**
     * As Spectator's Query at its registered releases (corpus R22): no factory, and every implementation nested in it has a
     * constructor its package keeps to itself, which the library's own parser calls.
     */
    public interface Selector {
        boolean test(String tag);

        final class Has implements Selector {
            private final String key;

            Has(String key) {
                this.key = key;
            }

            @Override
            public boolean test(String tag) {
                return tag.startsWith(key + "=");
            }
        }

        final class Equal implements Selector {
            private final String key;
            private final String value;

            Equal(String key, String value) {
                this.key = key;
                this.value = value;
            }

            @Override
            public boolean test(String tag) {
                return tag.equals(key + "=" + value);
            }
        }
    }

    public static final class Board {
        public boolean same(Hook a, Hook b) {
            return a == b;
        }

        public int pin(Tag... tags) {
            return tags.length;
        }
    }

    @Test
    void anInterfaceOrAbstractClassGetsDoNothingObjectsAClassItsConstructors() {
        assertEquals(
                List.of(new Made.Stub(Hook.class.getName(), 0), new Made.Stub(Hook.class.getName(), 1)),
                Made.domain(Hook.class).orElseThrow());
        List<Object> tags = Made.domain(Tag.class).orElseThrow();
        assertEquals(
                List.of(List.of("a"), List.of("b")),
                tags.stream().map(t -> ((Made.Built) t).arguments()).toList(),
                "the most typical strings first");
        assertEquals(
                List.of(new Made.Stub(Shape.class.getName(), 0), new Made.Stub(Shape.class.getName(), 1)),
                Made.domain(Shape.class).orElseThrow());
        Shape shape = (Shape) Made.make(new Made.Stub(Shape.class.getName(), 0), Shape.class);
        assertEquals(0.0, shape.area(), "an abstract method does nothing");
        assertEquals("shape", shape.kind(), "a concrete one runs its own code");
        assertTrue(
                Made.domain(Sealed.class).isEmpty(),
                "a package-private abstract method no other loader's subclass can complete");
        assertTrue(
                Made.domain(TypeToken.class).isEmpty(),
                "a constructor that throws for a do-nothing subclass: no domain, the method left out (corpus S03)");
        assertTrue(Made.domain(java.util.Map.class).isEmpty(), "a JDK interface that is no callback");
    }

    @Test
    void anInterfaceWithAFactoryOfItsOwnIsMadeByIt() {
        List<Object> keys = Made.domain(Key.class).orElseThrow();
        assertEquals(
                List.of(
                        new Made.Factored(Key.class.getName(), 0, "of", List.of("java.lang.String"), List.of("a")),
                        new Made.Factored(Key.class.getName(), 1, "of", List.of("java.lang.String"), List.of("b"))),
                keys,
                "the factory of one parameter before the one of none, the most typical strings first");
        assertEquals(new KeyOf("a"), Made.make((Made) keys.get(0), Key.class), "the library's own object");
        assertEquals(
                List.of(new Made.Stub(Unit.class.getName(), 0), new Made.Stub(Unit.class.getName(), 1)),
                Made.domain(Unit.class).orElseThrow(),
                "a factory that answers one object twice would share it between histories");
        assertEquals(
                List.of(new Made.Stub(Strict.class.getName(), 0), new Made.Stub(Strict.class.getName(), 1)),
                Made.domain(Strict.class).orElseThrow(),
                "a factory that throws for its most typical arguments");
    }

    @Test
    void anInterfaceWithoutAFactoryIsMadeByAnImplementationNestedInIt() {
        List<Object> filters = Made.domain(Filter.class).orElseThrow();
        assertEquals(
                List.of(
                        new Made.Nested(
                                Filter.class.getName(),
                                0,
                                "Equal",
                                List.of("java.lang.String", "java.lang.String"),
                                List.of("a", "a")),
                        new Made.Nested(
                                Filter.class.getName(),
                                1,
                                "Equal",
                                List.of("java.lang.String", "java.lang.String"),
                                List.of("b", "b"))),
                filters);
        Filter a = (Filter) Made.make((Made) filters.get(0), Filter.class);
        assertTrue(a.test("a=a"), "the library's own implementation");
    }

    @Test
    void aNestedImplementationWhoseConstructorIsItsPackagesOwnIsMadeBeforeADoNothingObject() {
        List<Object> selectors = Made.domain(Selector.class).orElseThrow();
        assertEquals(
                new Made.Nested(Selector.class.getName(), 0, "Has", List.of("java.lang.String"), List.of("a")),
                selectors.get(0),
                "the library's own implementation, the fewest parameters first: " + selectors);
        Selector a = (Selector) Made.make((Made) selectors.get(0), Selector.class);
        assertTrue(a.test("a=b"), "made through the package's own constructor");
    }

    /**
     * An abstract type with neither a factory nor a nested implementation is made by the builder of a class of its
     * package, as the library makes it (Prometheus' {@code Counter.build().name("a").help("a").create()} for a {@code
     * Collector}, corpus R05), before a do-nothing object: a do-nothing source names nothing.
     */
    @Test
    void anAbstractTypeIsMadeByTheBuilderOfAClassOfItsPackage() {
        List<Object> sources = Made.domain(Source.class).orElseThrow();
        java.util.function.BiFunction<Integer, String, Made.Assembled> gauge = (i, name) -> new Made.Assembled(
                Source.class.getName(),
                i,
                Gauge.class.getName(),
                "build",
                List.of(),
                List.of(),
                List.of(
                        new Made.Step("help", "java.lang.String", name),
                        new Made.Step("name", "java.lang.String", name)),
                "create");
        assertEquals(
                List.of(gauge.apply(0, "a"), gauge.apply(1, "b")),
                sources,
                "every step of one typical argument, in name order (not the varargs one); the terminal that makes an"
                        + " object twice ('apply' registers it globally, and cannot), not the package's hidden class");
        Source a = (Source) Made.make((Made) sources.get(0), Source.class);
        assertEquals(List.of("a"), a.names(), "the library's own object, named by its builder");
        assertEquals(List.of("b"), ((Source) Made.make((Made) sources.get(1), Source.class)).names());
        assertNotSame(a, Made.make((Made) sources.get(0), Source.class), "made anew each time");
        assertEquals("Source#0", sources.get(0).toString());
        JavaSource source = new JavaSource();
        assertEquals(
                java.util.Optional.of("(dev.provingground.diff.builders.Source) (made0)"),
                source.argument(sources.get(0), Source.class));
        assertEquals(
                List.of("private final dev.provingground.diff.builders.Source made0 ="
                        + " dev.provingground.diff.builders.Gauge.build()\n"
                        + "            .help((java.lang.String) (\"a\"))\n"
                        + "            .name((java.lang.String) (\"a\"))\n"
                        + "            .create(); // Source#0"),
                source.fieldDeclarations(),
                "a regression test makes it as the library does");
    }

    @Test
    void anAbstractClassWithNoConstructorWithoutArgumentsIsBuiltByItsSimplestOne() {
        List<Object> named = Made.domain(Named.class).orElseThrow();
        assertEquals(
                List.of(List.of("a"), List.of("b")),
                named.stream().map(n -> ((Made.Built) n).arguments()).toList(),
                "two objects, by their names, the most typical first (corpus R11: PropertySource(String name))");
        Named a = (Named) Made.make((Made) named.get(0), Named.class);
        assertEquals("a", a.name(), "its own constructor ran");
        assertEquals(null, a.value("k"), "an abstract method does nothing");
        assertEquals(Named.class, DoNothing.standsFor(a.getClass()), "it stands for its class in an answer");
        assertEquals(
                Named.class.getName() + "$DoNothing",
                a.getClass().getName(),
                "one name in every JVM, for an answer that prints its class (PropertySource.toString)");
        assertTrue(Made.domain(Runnable.class).isPresent(), "a JDK callback");
    }

    @Test
    void aMadeObjectIsOneObjectForOneTargetAndAnotherForTheNext() throws Exception {
        Method same = Board.class.getMethod("same", Hook.class, Hook.class);
        Made.Stub hook0 = new Made.Stub(Hook.class.getName(), 0);
        Operations.Op op =
                new Operations.Op("same", List.of(Hook.class.getName(), Hook.class.getName()), List.of(hook0, hook0));
        Made.Objects one = Made.Objects.forCalls(List.of(op), List.of(same));
        Made.Objects other = Made.Objects.forCalls(List.of(op), List.of(same));
        assertSame(one.get(hook0), one.get(hook0));
        assertNotSame(one.get(hook0), other.get(hook0));
        assertEquals("true", Outcomes.call(new Board(), one, op, same, false));
        assertEquals(0, ((Hook) one.get(hook0)).fired("x"), "a do-nothing hook answers 0");
    }

    @Test
    void aVarargsParameterTakesArraysOfMadeObjects() throws Exception {
        Method pin = Board.class.getMethod("pin", Tag[].class);
        List<Object> arrays = Operations.domain(Generators.NONE, Tag[].class).orElseThrow();
        assertEquals(
                "[[], [Tag#0], [Tag#0, Tag#1]]",
                arrays.stream().map(Domains::show).toList().toString().replace("MadeTest.", ""));
        List<Operations.Op> ops = arrays.stream()
                .map(a -> new Operations.Op("pin", List.of(Tag[].class.getName()), List.of(a)))
                .toList();
        Made.Objects made = Made.Objects.forCalls(ops, List.of(pin, pin, pin));
        assertEquals(
                List.of("0", "1", "2"),
                ops.stream()
                        .map(op -> Outcomes.call(new Board(), made, op, pin, false))
                        .toList());
    }

    /**
     * A made object in an answer is named by the type it stands for, never by its class's name in this JVM ({@code
     * $Proxy13} in one build's JVM, {@code $Proxy5} in the other's read as a difference: corpus R08).
     */
    @Test
    void aMadeObjectInAnAnswerIsTheTypeItStandsFor() throws Exception {
        Made.Stub hook = new Made.Stub(Hook.class.getName(), 0);
        Made.Stub shape = new Made.Stub(Shape.class.getName(), 0);
        Method same = Board.class.getMethod("same", Hook.class, Hook.class);
        Operations.Op op =
                new Operations.Op("same", List.of(Hook.class.getName(), Hook.class.getName()), List.of(hook, hook));
        Made.Objects made = Made.Objects.forCalls(List.of(op), List.of(same));
        assertEquals("a Hook", Outcomes.show(made.get(hook)));
        assertEquals("[a Hook]", Outcomes.show(List.of(made.get(hook))));
        assertEquals(
                Shape.class, DoNothing.standsFor(Made.make(shape, Shape.class).getClass()));
        assertEquals("a Shape", Outcomes.show(Made.make(shape, Shape.class)));
    }
}
