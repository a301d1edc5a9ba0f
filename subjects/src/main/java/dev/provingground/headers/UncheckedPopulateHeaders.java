package dev.provingground.headers;

/**
 * Known-bad: the merged path without populateLowerCaseHeaders' argument checks: a short array is
 * filled as far as it goes and then ArrayIndexOutOfBoundsException; a null one, NullPointerException.
 */
public final class UncheckedPopulateHeaders extends MergedArrayPath {

    public UncheckedPopulateHeaders(HeadersSetup setup) {
        super(setup);
    }

    @Override
    public HeaderStore newHeaders() {
        return CaseInsensitiveHeaders.withoutArgumentChecks();
    }
}
