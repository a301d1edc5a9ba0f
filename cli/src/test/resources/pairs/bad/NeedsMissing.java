package pairs.bad;

/** Built against a class the diff's class path does not have (the test deletes it after compiling). */
public class NeedsMissing {
    private final Missing missing = new Missing();

    public int size() {
        return missing.size();
    }
}
