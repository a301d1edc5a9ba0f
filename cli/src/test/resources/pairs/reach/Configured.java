package pairs.reach;

/** An object whose configuration is reached through a handle it keeps in a field and hands out ({@code settings()}). */
public class Configured {
    private final Settings settings = new Settings();

    public Settings settings() {
        return settings;
    }

    public int admitted(int wanted) {
        return Math.min(wanted, settings.limit());
    }
}
