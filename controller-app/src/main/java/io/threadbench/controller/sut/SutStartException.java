package io.threadbench.controller.sut;

/** The SUT did not start or did not become healthy; the message says why (exit code, timeout). */
public class SutStartException extends Exception {

    public SutStartException(String message) {
        super(message);
    }
}
