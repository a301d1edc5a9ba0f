package dev.provingground.cli;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.ResultStore;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code proving-ground list}: contracts, their built-in subjects with expected verdicts, and their checks. */
@Command(
        name = "list",
        mixinStandardHelpOptions = true,
        description = "Lists each contract: its properties, its subjects with their expected verdicts, and its checks "
                + "(with what each is aimed at, from the last full run's results when there is one).")
final class ListCommand implements Callable<Integer> {

    @ParentCommand
    private ProvingGround top;

    @Override
    public Integer call() {
        list(top.root(), top.out());
        return 0;
    }

    static void list(Path root, PrintStream out) {
        Map<String, Map<String, CheckResult>> checks = new TreeMap<>();
        for (CheckResult r : new ResultStore(root.resolve("target/pg-results")).readAll()) {
            checks.computeIfAbsent(r.contract(), k -> new TreeMap<>()).putIfAbsent(r.column(), r);
        }
        for (Contract<?, ?> c : Contracts.all()) {
            out.printf(
                    "contract %s: %s (subjects have a public constructor taking %s)%n",
                    c.name(), c.type().getName(), c.setupType().getName());
            out.println("  properties:");
            c.properties().forEach(p -> out.printf("    %-26s %s%n", p.name(), p.sentence()));
            out.println("  subjects:");
            for (CatalogEntry e : c.catalog()) {
                out.printf("    %-30s %-9s %s%n", e.name(), e.role(), e.expected());
            }
            out.println("  checks:");
            Map<String, CheckResult> mine = checks.getOrDefault(c.name(), Map.of());
            for (String column : c.checks()) {
                CheckResult r = mine.get(column);
                out.printf("    %-62s %s%n", column, r == null ? "" : "aimed at " + String.join(", ", r.properties()));
            }
        }
    }
}
