package dev.provingground.verdict;

/** A subject that cannot be loaded or built: the message names what is wrong, in one line. */
public class SubjectException extends RuntimeException {
    public SubjectException(String message) {
        super(message);
    }

    public SubjectException(String message, Throwable cause) {
        super(message, cause);
    }
}
