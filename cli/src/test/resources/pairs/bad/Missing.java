package pairs.bad;

public class Missing {
    public int size() {
        return 0;
    }
}
