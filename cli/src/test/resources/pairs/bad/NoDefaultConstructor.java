package pairs.bad;

public class NoDefaultConstructor {
    public NoDefaultConstructor(int capacity) {
    }

    public int size() {
        return 0;
    }
}
