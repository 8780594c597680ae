package io.threadbench.sut.upstream;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Where and how upstream calls ({@code delayCallDepth}, {@code /fanout}) go. The pool is sized for tens of
 * thousands of concurrent calls because benchmarks drive that many connections through a single SUT.
 *
 * @param baseUrl             e.g. {@code http://127.0.0.1:9001}; blank means this service itself
 * @param maxConnections      connection pool size (total and per host: there is one upstream host)
 * @param connectTimeout      time to open a connection
 * @param responseTimeout     time to wait for an answer; above the longest allowed delay
 * @param pendingAcquireTimeout time a call may wait for a free pooled connection
 * @param client              the blocking approaches' HTTP client ({@code apache5}, {@code jdk}, {@code reactor-netty})
 */
@ConfigurationProperties("sut.upstream")
public record UpstreamProperties(
        String baseUrl,
        @DefaultValue("20000") int maxConnections,
        @DefaultValue("5s") Duration connectTimeout,
        @DefaultValue("70s") Duration responseTimeout,
        @DefaultValue("60s") Duration pendingAcquireTimeout,
        @DefaultValue("apache5") UpstreamClient client) {}
