package dev.provingground.headers;

import dev.provingground.jmh.Benchmarks;
import dev.provingground.jmh.Benchmarks.Figure;
import dev.provingground.verdict.Aim;

import java.util.List;

import static dev.provingground.headers.HeadersContract.CONTRACT;

/**
 * The PR's claim (seed: HashMap$Node -16%, the value iterator gone): one response from 24 headers
 * allocates less than on the old path, MapCopyPath, the yardstick measured in the same run. A path
 * that still copies into a HashMap is caught. Time is reported (the seed claims neutral), never asserted.
 */
public final class HeadersAllocationClaim {

    private static final String YARDSTICK = MapCopyPath.class.getName();

    private HeadersAllocationClaim() {
    }

    @Aim(properties = "ALLOCATES_LESS_THAN_OLD_PATH", catches = StillCopyingHeaders.class)
    public static void allocPerResponse(boolean thorough) {
        List<String> subjects = Benchmarks.subjects(CONTRACT, HeadersBench.class, YARDSTICK);
        if (subjects.isEmpty()) return;
        List<Figure> figures = Benchmarks.run(HeadersBench.class, "respond", 1, thorough, subjects);
        String table = Benchmarks.table(figures);
        Benchmarks.report(CONTRACT, thorough, "the seed claims fewer HashMap$Node, no value iterator, neutral time", table);
        Figure yardstick = Benchmarks.find(figures, YARDSTICK, 1).orElseThrow();
        Benchmarks.yardstick(CONTRACT, YARDSTICK);
        for (String subject : subjects.subList(1, subjects.size())) {
            Figure f = Benchmarks.find(figures, subject, 1).orElseThrow();
            Benchmarks.judge(CONTRACT, subject, f.bytesPerOp() < yardstick.bytesPerOp(),
                    String.format("%.0f B per response from 24 headers vs %.0f on the old path (%.2fx the time); "
                            + "claim: allocates less than the old path", f.bytesPerOp(), yardstick.bytesPerOp(),
                            f.score() / yardstick.score()), table);
        }
    }
}
