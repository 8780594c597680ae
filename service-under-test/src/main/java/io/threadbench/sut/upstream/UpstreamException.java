package io.threadbench.sut.upstream;

/** An upstream call failed (refused, timed out, or answered with an error); answered with 502. */
public class UpstreamException extends RuntimeException {

    public UpstreamException(String message) {
        super(message);
    }

    public UpstreamException(String message, Throwable cause) {
        super(message, cause);
    }
}
