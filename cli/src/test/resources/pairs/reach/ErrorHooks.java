package pairs.reach;

/** The library's error hook: an error no handler took is printed (RxJava's RxJavaPlugins.onError does so). */
public final class ErrorHooks {
    private ErrorHooks() {}

    public static void onError(Throwable error) {
        System.err.println("undeliverable: " + error);
    }
}
