package dev.provingground.diff;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The methods a reviewer would pick, read from bytecode: a PR that only drops {@code synchronized} from
 * {@code add} changes {@code add}; {@code size} reads what {@code add} writes; the rest is left out, each
 * with its reason (unchanged, prints, hands out its array, an iterator, Object's method).
 */
class MethodChoiceTest {

    @Test
    void theChangedMethodAndItsObserverAreCalledTheRestLeftOutWithReasons() throws Exception {
        Path build = Pairs.build("choice", "choice/BoxV1.java", "choice/BoxV2.java");
        Pairs.Run run = Pairs.diff("--before-class", "pairs.choice.BoxV1", "--after-class", "pairs.choice.BoxV2", "--cp", build.toString(), "--operations");
        assertEquals(0, run.exit(), run.toString());
        String out = run.out();
        assertTrue(out.contains("changed by the PR:        add(int)"), out);
        assertTrue(out.contains("observing what they touch: size()"), out);
        assertTrue(out.contains("left out: label(): unchanged, and touches no state a changed method touches"), out);
        assertTrue(out.contains("left out: dump(): prints"), out);
        assertTrue(out.contains("left out: raw(): hands out its internal field items as it is"), out);
        assertTrue(out.contains("left out: iterator(): an iterator or stream"), out);
        assertTrue(out.contains("left out: toString(): Object's method"), out);
    }

    @Test
    void methodsAndSkipOverrideTheChoice() throws Exception {
        Path build = Pairs.build("choice", "choice/BoxV1.java", "choice/BoxV2.java");
        Pairs.Run run = Pairs.diff("--before-class", "pairs.choice.BoxV1", "--after-class", "pairs.choice.BoxV2", "--cp", build.toString(),
                "--methods", "add,label", "--operations");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("named: label()"), run.toString());
        assertTrue(run.out().contains("left out: size(): not in --methods"), run.toString());
        Pairs.Run skip = Pairs.diff("--before-class", "pairs.choice.BoxV1", "--after-class", "pairs.choice.BoxV2", "--cp", build.toString(),
                "--skip", "size", "--operations");
        assertTrue(skip.out().contains("left out: size(): --skip"), skip.toString());
        Pairs.Run unknown = Pairs.diff("--before-class", "pairs.choice.BoxV1", "--after-class", "pairs.choice.BoxV2", "--cp", build.toString(),
                "--methods", "nosuch");
        assertEquals(2, unknown.exit(), unknown.toString());
        assertTrue(unknown.err().contains("--methods/--skip nosuch: pairs.choice.BoxV2 has no public instance method"), unknown.toString());
    }
}
