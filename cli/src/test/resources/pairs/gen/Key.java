package pairs.gen;

/** A key type of the application's own: the diff has no domain for it until a generator gives one. */
public record Key(String name) {
}
