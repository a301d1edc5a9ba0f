package dev.provingground.headers;

/**
 * Known-bad: the merged path deciding which header to decode by the name as it arrived, compared
 * case-sensitively with the lowercase constant (what Copilot's review warned of): an owner header sent
 * as {@code X-MS-ALT-CONTENT-PATH} is not decoded.
 */
public final class CaseSensitiveDecodeHeaders extends MergedArrayPath {

    public CaseSensitiveDecodeHeaders(HeadersSetup setup) {
        super(setup);
    }

    @Override
    protected boolean isOwnerFullName(String lowerCaseName, HeaderStore headers) {
        return OWNER_FULL_NAME.equals(((CaseInsensitiveHeaders) headers).originalName(lowerCaseName));
    }
}
