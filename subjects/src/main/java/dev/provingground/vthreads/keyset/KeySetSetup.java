package dev.provingground.vthreads.keyset;

/** What every key-set subject is built from: nothing; a record so every contract has one shape. */
public record KeySetSetup() {}
