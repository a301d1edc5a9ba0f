package dev.provingground.report;

import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.Setting;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The merge step: the results folders of every shard of one battery ({@code -Dpg.shard=K/N}) become
 * one verdict report, judged as one run would be. Fails when a shard is missing or repeated, or when
 * the shards ran different modes or selections.
 *
 * <p>Usage: {@code MergeMain --shards N [--out DIR] RESULTS_DIR...}; exit 0 every subject at its
 * expected verdict, 1 not (or a shard missing), 2 bad input.
 */
public final class MergeMain {

    private MergeMain() {}

    /** What the merge found wrong with the shards, one line each; empty when shards 1..N are each there once. */
    static List<String> check(int count, Map<Path, ShardManifest> manifests) {
        List<String> problems = new ArrayList<>();
        Map<Integer, Path> byIndex = new TreeMap<>();
        for (var e : manifests.entrySet()) {
            ShardManifest m = e.getValue();
            if (m.shard().count() != count) {
                problems.add(e.getKey() + " holds shard " + m.shard() + ", not one of " + count);
            } else if (byIndex.putIfAbsent(m.shard().index(), e.getKey()) != null) {
                problems.add("shard " + m.shard() + " twice: "
                        + byIndex.get(m.shard().index()) + " and " + e.getKey());
            }
        }
        for (int k = 1; k <= count; k++) {
            if (!byIndex.containsKey(k))
                problems.add("shard " + k + "/" + count + " is missing: no results folder holds it");
        }
        if (manifests.values().stream().map(ShardManifest::mode).distinct().count() > 1
                || manifests.values().stream()
                                .map(ShardManifest::subjects)
                                .distinct()
                                .count()
                        > 1) {
            problems.add("the shards ran different modes or selections: " + manifests.values());
        }
        return problems;
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args));
    }

    /** The merge; returns the exit code (for tests: no System.exit). */
    static int run(String[] args) throws java.io.IOException {
        int count = 0;
        Path out = Path.of(Setting.VERDICTS.or("target/verdicts"));
        List<Path> dirs = new ArrayList<>();
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--shards" -> {
                        String n = args[++i];
                        try {
                            count = Integer.parseInt(n);
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException("--shards " + n + ": want a whole number of shards");
                        }
                    }
                    case "--out" -> out = Path.of(args[++i]);
                    default -> {
                        if (args[i].startsWith("--")) throw new IllegalArgumentException("unknown option " + args[i]);
                        Path dir = Path.of(args[i]);
                        if (!Files.isDirectory(dir)) throw new IllegalArgumentException(dir + " is not a folder");
                        dirs.add(dir);
                    }
                }
            }
            if (count < 1 || dirs.isEmpty())
                throw new IllegalArgumentException("want --shards N and the shards' results folders");
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            System.err.println("merge: "
                    + (e instanceof ArrayIndexOutOfBoundsException ? "an option lacks its value" : e.getMessage())
                    + " (usage: merge --shards N [--out DIR] RESULTS_DIR...)");
            return 2;
        }
        Map<Path, ShardManifest> manifests = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        for (Path dir : dirs) {
            try {
                manifests.put(dir, ShardManifest.read(dir));
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage());
            }
        }
        problems.addAll(check(count, manifests));
        if (!problems.isEmpty()) {
            problems.forEach(p -> System.out.println("merge: " + p));
            System.out.println("merge: no verdict: the shards do not make one whole run");
            return 1;
        }
        ShardManifest any = manifests.values().iterator().next();
        Setting.MODE.set(any.mode());
        Setting.SUBJECTS.set(any.subjects());
        List<CheckResult> results = new ArrayList<>();
        dirs.forEach(d -> results.addAll(new ResultStore(d).readAll()));
        System.out.println("merge: " + count + " shards, " + results.size() + " results");
        return VerdictMain.judge(results, List.of(), out);
    }
}
