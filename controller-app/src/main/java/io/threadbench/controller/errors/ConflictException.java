package io.threadbench.controller.errors;

/** A request that clashes with the current state (name taken, benchmark running) (409 in the API). */
public class ConflictException extends RuntimeException {
    public ConflictException(String message) {
        super(message);
    }
}
