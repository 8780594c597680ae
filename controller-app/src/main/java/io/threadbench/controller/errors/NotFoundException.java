package io.threadbench.controller.errors;

/** A named thing that does not exist (404 in the API). */
public class NotFoundException extends RuntimeException {
    public NotFoundException(String message) {
        super(message);
    }
}
