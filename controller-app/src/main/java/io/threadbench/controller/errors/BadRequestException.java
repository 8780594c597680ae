package io.threadbench.controller.errors;

/** Malformed input that is not about one field (400 in the API). */
public class BadRequestException extends RuntimeException {
    public BadRequestException(String message) {
        super(message);
    }
}
