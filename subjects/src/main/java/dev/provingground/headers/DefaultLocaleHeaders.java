package dev.provingground.headers;

/**
 * Known-bad: the merged path with names lowercased in the default locale ({@code toLowerCase()}).
 * Under a Turkish or Azeri default locale "I" lowercases to a dotless "ı": a header set as
 * {@code X-Session-Id} is stored as {@code x-sessıon-ıd}, and a lookup of {@code x-session-id} misses it.
 */
public final class DefaultLocaleHeaders extends MergedArrayPath {

    public DefaultLocaleHeaders(HeadersSetup setup) {
        super(setup);
    }

    @Override
    public HeaderStore newHeaders() {
        return new CaseInsensitiveHeaders() {
            @Override
            protected String lowerCase(String name) {
                return name.toLowerCase();
            }
        };
    }
}
