package dev.provingground.diff;

/** Input the diff cannot run on: one line saying what is wrong; the command exits 2 before anything runs. */
final class BadInput extends Exception {
    BadInput(String message) {
        super(message);
    }
}
