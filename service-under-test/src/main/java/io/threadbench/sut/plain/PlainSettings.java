package io.threadbench.sut.plain;

import io.threadbench.contract.SutHttp;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;

/**
 * The few settings a plain approach takes, read from the same {@code --name=value} arguments the Spring approaches
 * take: {@code server.port} (8080), {@code server.address} (127.0.0.1), {@code sut.upstream.base-url} (blank = this
 * service) and {@code threadbench.extra-delay-micros} (0). Other arguments are ignored.
 */
record PlainSettings(int port, String address, String upstreamBaseUrl, Duration extraDelay) {

    static PlainSettings of(String[] args) {
        int port = Integer.parseInt(arg(args, "server.port").orElse("8080"));
        String address = arg(args, "server.address").orElse("127.0.0.1");
        String upstream =
                arg(args, SutHttp.UPSTREAM_BASE_URL_PROPERTY).orElse("").replaceAll("/+$", "");
        long micros =
                Long.parseLong(arg(args, SutHttp.EXTRA_DELAY_MICROS_PROPERTY).orElse("0"));
        if (micros < 0 || micros > SutHttp.MAX_EXTRA_DELAY_MICROS) {
            throw new IllegalArgumentException(SutHttp.EXTRA_DELAY_MICROS_PROPERTY + " must be between 0 and "
                    + SutHttp.MAX_EXTRA_DELAY_MICROS + " microseconds, got " + micros);
        }
        return new PlainSettings(port, address, upstream, Duration.ofNanos(micros * 1000));
    }

    /** The upstream base URL once the server's port is known. */
    String upstreamFor(int boundPort) {
        return upstreamBaseUrl.isEmpty() ? "http://127.0.0.1:" + boundPort : upstreamBaseUrl;
    }

    private static Optional<String> arg(String[] args, String name) {
        String prefix = "--" + name + "=";
        return Arrays.stream(args)
                .filter(a -> a.startsWith(prefix))
                .map(a -> a.substring(prefix.length()))
                .reduce((first, second) -> second);
    }
}
