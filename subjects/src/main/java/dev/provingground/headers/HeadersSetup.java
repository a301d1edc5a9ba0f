package dev.provingground.headers;

/** What every header subject is built from: nothing yet; a record so the contract has one shape for every subject. */
public record HeadersSetup() {}
