package dev.provingground.guarantees;

import org.jetbrains.lincheck.datastructures.ManagedStrategyGuaranteeKt;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * The JDK's {@code IdentityHashMap}, its views and iterators, run by model checking as one step each call, with no
 * switch point inside (Lincheck's own guarantee, {@code treatAsAtomic}: the calls are not analysed). Lincheck 3.7
 * records every static field analysed code reads in its snapshot of static memory, keyed by identity in an {@code
 * IdentityHashMap} of its own; the map's stand-in for a null key ({@code NULL_KEY}, read by {@code maskNull} and {@code
 * unmaskNull} on every walk of any identity map) entered that snapshot as a key, read back as null, and the restore
 * after each invocation failed ({@code NullPointerException} in {@code SnapshotTracker.restoreValues}): model checking
 * could not run at all, and a race was left to the luck of real threads (docs/findings.md, F25; corpus R14, whose
 * registry keeps its registries in a set by identity and walks it on every new meter). The whole map is one step, not
 * only those two methods: analysed, a walk of the map is a long run of switch points, and 200 invocations of model
 * checking spent on them missed the lost update beside it (the fixture {@code pairs/reach/LooseIdentityTally}). A race
 * inside an identity map the subject shares without a lock is left to real threads; a race around its calls is found.
 */
final class IdentityMapAsOneStep {

    private IdentityMapAsOneStep() {}

    /** The map's name, and its nested classes' (canonical, as model checking asks: {@code IdentityHashMap.KeyIterator}). */
    private static final String MAP = "java.util.IdentityHashMap";

    static ModelCheckingOptions applied(ModelCheckingOptions options) {
        return options.addGuarantee(ManagedStrategyGuaranteeKt.forClasses(name -> name.startsWith(MAP))
                .allMethods()
                .treatAsAtomic());
    }

    /** The same guarantee as Java source, chained onto a {@code ModelCheckingOptions} (a regression test's). */
    static String javaSource() {
        return "\n                            .addGuarantee(ManagedStrategyGuaranteeKt.forClasses(name -> name.startsWith("
                + JdkAsOneStep.quoted(MAP) + ")).allMethods().treatAsAtomic())";
    }
}
