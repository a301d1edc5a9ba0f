package dev.provingground.diff;

import java.util.List;

/** A {@link MethodChoice} in words: each group of methods and every method left out with its reason. */
final class ChoiceText {

    private ChoiceText() {}

    static String of(MethodChoice c) {
        StringBuilder b = new StringBuilder();
        if (c.builtDifferently())
            b.append(
                    "  how the object is built differs (its constructor, factory or what they run): every method counts as changed\n");
        List<String> own = c.changed().stream()
                .filter(s -> !c.byBuild().contains(s) && !c.byHandle().contains(s))
                .toList();
        if (!own.isEmpty())
            b.append("  changed by the PR:        ")
                    .append(String.join(", ", own))
                    .append('\n');
        if (!c.byHandle().isEmpty())
            b.append("  changed through the handle it returns: ")
                    .append(String.join(", ", c.byHandle()))
                    .append('\n');
        if (!c.byBuild().isEmpty())
            b.append("  changed by how it is built: ")
                    .append(String.join(", ", c.byBuild()))
                    .append('\n');
        if (!c.observers().isEmpty())
            b.append("  observing what they touch: ")
                    .append(String.join(", ", c.observers()))
                    .append('\n');
        if (!c.others().isEmpty()) {
            b.append(
                            c.changed().isEmpty()
                                    ? "  nothing changed; every state method: "
                                    : "  the rest, paired with the changed: ")
                    .append(String.join(", ", c.others()))
                    .append('\n');
        }
        c.byKind()
                .forEach((m, why) -> b.append("  compared by kind, not value: ")
                        .append(m)
                        .append(": ")
                        .append(why)
                        .append('\n'));
        c.estimates()
                .forEach((m, why) -> b.append("  an estimate, compared by kind in a race, by value in a sequence: ")
                        .append(m)
                        .append(": ")
                        .append(why)
                        .append('\n'));
        c.leftOut()
                .forEach((m, why) -> b.append("  left out: ")
                        .append(m)
                        .append(": ")
                        .append(why)
                        .append('\n'));
        return b.toString();
    }
}
