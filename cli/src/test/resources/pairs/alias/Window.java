package pairs.alias;

/** A window on the buffer it was last given: view answers that very array every time. */
public class Window {
    private char[] buffer = new char[2];

    public synchronized void use(char[] given) {
        buffer = given;
    }

    public synchronized char[] view() {
        return buffer;
    }
}
