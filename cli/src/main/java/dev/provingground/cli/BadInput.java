package dev.provingground.cli;

/** Input a command cannot run on: its message is the one line the user sees; the command exits 2 before anything runs. */
final class BadInput extends Exception {
    BadInput(String message) {
        super(message);
    }
}
