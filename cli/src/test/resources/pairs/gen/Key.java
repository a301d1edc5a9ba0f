package pairs.gen;

/** A key type of the application's own: the diff builds two by its constructor (Key#0, Key#1), or a generator gives its values. */
public record Key(String name) {
}
