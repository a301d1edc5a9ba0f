package dev.provingground.verdict;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which subjects an engine runs for a contract. By default the whole catalog; with
 * {@code -Dpg.subjects=a.B,c.D} only the named classes: catalog subjects keep their expected verdict,
 * any other class (a reviewer's) is expected to be SOUND; {@code contract:refcount} names a contract's
 * whole catalog.
 */
public final class Selection {

    /** {@code contract:<name>} in {@code pg.subjects}: the whole catalog of that contract. */
    public static final String WHOLE_CONTRACT = "contract:";

    private Selection() {}

    public static List<CatalogEntry> subjects(Contract<?, ?> contract) {
        return subjects(contract, Setting.SUBJECTS.or(""), SubjectClassPath.loader());
    }

    /**
     * The named subjects of this contract, in order: class names, or {@code Adapter@group:artifact:version}
     * for an adapter over a real artifact. A name of another contract's subject is skipped.
     */
    public static List<CatalogEntry> subjects(Contract<?, ?> contract, String names, ClassLoader loader) {
        if (names == null || names.isBlank()) return contract.catalog();
        List<CatalogEntry> out = new ArrayList<>();
        for (String name : Arrays.stream(names.split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .toList()) {
            if (name.startsWith(WHOLE_CONTRACT)) { // contract:refcount, every subject of that contract's catalog
                if (name.substring(WHOLE_CONTRACT.length()).equals(contract.name())) {
                    contract.catalog().stream().filter(e -> !out.contains(e)).forEach(out::add);
                }
                continue;
            }
            var known = contract.entry(name);
            if (known.isPresent()) {
                out.add(known.get());
                continue;
            }
            CatalogEntry reviewed = CatalogEntry.reviewed(name);
            Class<?> c = reviewed.upstream().isPresent() ? reviewed.subject() : load(name, loader);
            if (!contract.type().isAssignableFrom(c)) continue; // belongs to another contract
            out.add(contract.subject(name));
        }
        return out;
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new SubjectException("subject class " + name + " not found on the class path");
        }
    }
}
