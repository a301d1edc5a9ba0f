package pairs.reach.log;

/** A logging library of its own artifact: it writes to System.err, as simple loggers do. */
public final class Log {
    private Log() {
    }

    public static void debug(String message) {
        if (Boolean.getBoolean("pairs.log")) System.err.println(message);
    }
}
