package io.threadbench.controller.web.guard;

/** A configured access token that is too short or holds characters a bearer token cannot carry. */
class InvalidAccessTokenException extends IllegalArgumentException {

    InvalidAccessTokenException(String message) {
        super(message);
    }
}
