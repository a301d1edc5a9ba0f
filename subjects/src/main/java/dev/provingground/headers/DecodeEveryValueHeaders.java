package dev.provingground.headers;

/**
 * Known-bad: the merged path decoding every header value in place, not only the owner-full-name one
 * (an eager "decode in place" refactor): a '+' in any value becomes a space, and a '%' that is not an
 * escape makes the whole response fail.
 */
public final class DecodeEveryValueHeaders extends MergedArrayPath {

    public DecodeEveryValueHeaders(HeadersSetup setup) {
        super(setup);
    }

    @Override
    protected void decodeInPlace(String[] names, String[] values, int n, HeaderStore headers) {
        for (int i = 0; i < n; i++) values[i] = HeaderPath.urlDecode(values[i]);
    }
}
