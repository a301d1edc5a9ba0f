package dev.provingground.verdict;

/** Who sets a {@link Setting}: a user, the suite for its own processes, or the build's own tests. */
public enum Audience {
    USER("Settings a user may give"),
    INTERNAL("Set by the suite for the processes it starts"),
    BUILD("Switches of the build's own tests");

    public final String heading;

    Audience(String heading) {
        this.heading = heading;
    }
}
