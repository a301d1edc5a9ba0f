package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Test;

/**
 * A method answers a JDK estimate when what it returns comes from one (through a conversion, a box, its own helper); a
 * method that reads one to decide something else answers what it decided, and is compared by value as before.
 */
class EstimatesTest {

    /** A registry over a ConcurrentHashMap, with a limit checked against its size, and a LongAdder of hits. */
    public static class Registry {
        private static final int LIMIT = 2;
        private final ConcurrentHashMap<String, Boolean> names = new ConcurrentHashMap<>();
        private final Map<String, Boolean> asMap = names;
        private final LongAdder hits = new LongAdder();

        public int size() {
            return names.size();
        }

        public long sizeAsLong() {
            return names.size();
        }

        public Integer boxedSize() {
            return names.size();
        }

        public boolean isEmpty() {
            return names.isEmpty();
        }

        public int sizeThroughAHelper() {
            return count();
        }

        private int count() {
            return names.size();
        }

        public int hits() {
            return hits.intValue();
        }

        public long hitsSum() {
            return hits.sum();
        }

        /** Reads the size to decide: answers whether it admitted, not the size. */
        public boolean register(String name) {
            if (names.size() >= LIMIT) return false;
            return names.putIfAbsent(name, Boolean.TRUE) == null;
        }

        public Boolean lookUp(String name) {
            hits.increment();
            return names.get(name);
        }

        /** A map's size through its interface: which map it is, the bytecode does not say. */
        public int sizeThroughTheInterface() {
            return asMap.size();
        }
    }

    private static Optional<String> answered(String method, Class<?>... parameters) throws Exception {
        Bytecode code = new Bytecode(Registry.class.getClassLoader(), Registry.class, Registry.class);
        return code.answersAnEstimate(Registry.class.getMethod(method, parameters));
    }

    @Test
    void aMethodThatReturnsADocumentedEstimateAnswersIt() throws Exception {
        assertEquals(Optional.of("ConcurrentHashMap.size"), answered("size"));
        assertEquals(Optional.of("ConcurrentHashMap.isEmpty"), answered("isEmpty"));
        assertEquals(Optional.of("LongAdder.sum"), answered("hitsSum"));
        assertEquals(Optional.of("LongAdder.intValue"), answered("hits"));
    }

    @Test
    void throughAConversionABoxOrItsOwnHelper() throws Exception {
        assertEquals(Optional.of("ConcurrentHashMap.size"), answered("sizeAsLong"));
        assertEquals(Optional.of("ConcurrentHashMap.size"), answered("boxedSize"));
        assertEquals(Optional.of("ConcurrentHashMap.size"), answered("sizeThroughAHelper"));
    }

    @Test
    void aMethodThatReadsAnEstimateToDecideAnswersWhatItDecided() throws Exception {
        assertEquals(Optional.empty(), answered("register", String.class));
        assertEquals(Optional.empty(), answered("lookUp", String.class));
    }

    @Test
    void aSizeThroughAnInterfaceIsNoDocumentedEstimate() throws Exception {
        assertEquals(Optional.empty(), answered("sizeThroughTheInterface"));
    }
}
