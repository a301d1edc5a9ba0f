package dev.provingground.cli;

import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import java.util.Iterator;
import java.util.stream.Collectors;

/** The contracts on the class path, by name: for help texts and errors. */
final class ContractNames implements Iterable<String> {

    @Override
    public Iterator<String> iterator() {
        return Contracts.all().stream().map(Contract::name).iterator();
    }

    static String joined() {
        return Contracts.all().stream().map(Contract::name).collect(Collectors.joining(", "));
    }
}
