package dev.provingground.verdict;

import java.util.List;

/**
 * One shard of the battery ({@code -Dpg.shard=K/N}): the work is split by (check, subject). Within
 * each check, the subjects in catalog order go round-robin to the shards, starting at a shard fixed
 * by the check's name; so every shard gets about a 1/N share of every check's subjects (and of its
 * time, as a check's time depends far more on the check than on the subject), and the split is the
 * same on every machine. Every (check, subject) belongs to exactly one shard. A JMH claim, which
 * measures a contract's subjects together, is one piece of work. Without the property there is one
 * shard: everything.
 */
public record Shard(int index, int count) {

    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + ": want K/N with 1 <= K <= N");
        }
    }

    /** {@code K/N}; one line naming what is wrong otherwise. */
    public static Shard parse(String text) {
        String[] parts = text.strip().split("/", -1);
        try {
            if (parts.length == 2) return new Shard(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(Setting.SHARD.key + "=" + text + ": want K/N, e.g. 2/4 (shard 2 of 4)");
    }

    /** {@code pg.shard}, or {@link #ALL} when it is unset or blank. */
    public static Shard fromSystemProperty() {
        String text = Setting.SHARD.or("");
        return text.isBlank() ? ALL : parse(text);
    }

    public boolean isAll() {
        return count == 1;
    }

    /** Whether this shard runs {@code check} on {@code subject}, one of {@code subjects} (all the check runs on, in order). */
    public boolean owns(String check, List<String> subjects, String subject) {
        if (isAll()) return true;
        int at = subjects.indexOf(subject);
        if (at < 0) throw new IllegalArgumentException(subject + " is not among the subjects of " + check);
        return Math.floorMod(check.hashCode() + at, count) == index - 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
