package pairs.reach;

/** Who hears the events a {@link Listeners} list passes on: an interface of the library's own, with no value a test could name. */
public interface Listener {
    void heard(String event);
}
