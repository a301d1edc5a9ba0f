package dev.provingground.verdict;

import java.util.Arrays;
import java.util.List;

/** The list of {@link Setting}s as a reader sees it: docs/settings.md, and the lookups a scan of the sources makes. */
public final class SettingsReference {

    private SettingsReference() {}

    /** The setting of that name, if it is one. */
    public static java.util.Optional<Setting> named(String key) {
        return Arrays.stream(Setting.values()).filter(s -> s.key.equals(key)).findFirst();
    }

    /** The reference, as Markdown: a table per audience. */
    public static String reference() {
        StringBuilder b = new StringBuilder(
                "# Settings\n\nEvery `pg.*` setting the suite reads (`dev.provingground.verdict.Setting`; this page is generated from it"
                        + " by `SettingsReferenceTest`, `-Dpg.settings.write=true`). Give one as `-Dpg.x=value` to `./mvnw` or to"
                        + " `proving-ground check`; the diff's bounds to the launcher's JVM (`JAVA_TOOL_OPTIONS=-Dpg.diff.boundSeconds=60`).\n");
        for (Audience a : Audience.values()) {
            b.append("\n## ").append(a.heading).append("\n\n| setting | default | meaning |\n|---|---|---|\n");
            for (Setting s : Setting.values()) {
                if (s.audience != a) continue;
                b.append("| `")
                        .append(s.key)
                        .append("` | ")
                        .append(s.fallback.isEmpty() ? "(none)" : "`" + s.fallback + "`")
                        .append(" | ")
                        .append(s.meaning.replace("|", "\\|"))
                        .append(" |\n");
            }
        }
        return b.toString();
    }

    /** Every key, for a scan that no other code names one. */
    public static List<String> keys() {
        return Arrays.stream(Setting.values()).map(s -> s.key).toList();
    }
}
