package io.threadbench.controller.sut;

/** The SUT failed the pre-flight check: an endpoint erred or ran on the wrong kind of thread. */
public class PreflightException extends Exception {

    public PreflightException(String message) {
        super(message);
    }
}
