package io.threadbench.sut.upstream;

/**
 * The HTTP client behind the blocking approaches' {@code RestClient} ({@code sut.upstream.client}); the reactive
 * approach always calls with Reactor Netty's {@code WebClient}, the plain ones with the JDK's client.
 */
public enum UpstreamClient {
    /** Apache HttpClient 5, pooled, with explicit connection limits (the default). */
    APACHE5,
    /** The JDK's {@code java.net.http.HttpClient}, HTTP/1.1. */
    JDK,
    /** Reactor Netty's client, its connection pool sized like Apache's. */
    REACTOR_NETTY
}
