package io.threadbench.sut.plain;

/** An answer to send: status, JSON body and {@code X-Upstream-Hops}; the server adds {@code X-Thread-Kind}. */
record PlainAnswer(int status, byte[] body, int hops) {

    static final String CONTENT_TYPE = "application/json";
}
