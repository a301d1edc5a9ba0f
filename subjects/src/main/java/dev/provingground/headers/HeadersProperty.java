package dev.provingground.headers;

import dev.provingground.verdict.Property;

/** The properties of the header-population contract, in the words the docs use. */
public enum HeadersProperty implements Property {
    AGREES_WITH_OLD_PATH(
            "for every header set, every query answers as the old path (copy into a HashMap, then decode) does, apart from OWNER_DECODED_ANY_CASE"),
    OWNER_DECODED_ANY_CASE("the owner-full-name header is URL-decoded whatever the case its name arrived in"),
    SIZED_WITHOUT_RESIZE(
            "a HashMap created with mapCapacityForSize(n) holds n entries without a resize, the result is never negative and never throws, and the replica status map holds 4 replicas without a resize"),
    LOCALE_INDEPENDENT("every result is the same under the Turkish, Azeri and root default locales"),
    PRECONDITIONS_CHECKED(
            "populateLowerCaseHeaders rejects null or short arrays with IllegalArgumentException naming the argument, before writing any element"),
    SAFE_PUBLICATION("a response published through a plain field is seen either not at all or complete"),
    ALLOCATES_LESS_THAN_OLD_PATH(
            "a response allocates less than the old path's, which copies the headers into a HashMap first (the PR's claim)");

    private final String sentence;

    HeadersProperty(String sentence) {
        this.sentence = sentence;
    }

    @Override
    public String sentence() {
        return sentence;
    }
}
