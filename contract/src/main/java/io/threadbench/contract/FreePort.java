package io.threadbench.contract;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Clock;

/**
 * A loopback port that is free right now (the OS picks it) and that no Threadbench process on this machine was handed
 * in the last {@link PortClaims#TTL}; the child binds it moments later.
 *
 * <p>Between the pick and the child's bind (seconds, for a Spring SUT) the kernel offers the same port to the next
 * caller of {@code bind(0)} as readily as any other: 2,000 picks in a row here gave 1,762 distinct ports. Two test
 * JVMs that were handed one port each started a child on it; the later child could not bind and exited, while the
 * earlier one answered the later one's health check, so its trial failed in the warm-up ("the SUT exited during the
 * warm-up with code 1"). So every pick is claimed in a file all of them share ({@code java.io.tmpdir}, see
 * {@link PortClaims}), and a port someone claimed lately is passed over.
 */
public final class FreePort {

    /**
     * Picks the kernel may offer before one is unclaimed: only the few ports handed out in the last minutes are
     * claimed, so a pick is seldom refused and 50 in a row never are in practice.
     */
    private static final int MAX_PICKS = 50;

    private static final PortClaims CLAIMS =
            new PortClaims(Path.of(System.getProperty("java.io.tmpdir"), "threadbench-ports"), Clock.systemUTC());

    private FreePort() {}

    public static int pick() {
        return pick(CLAIMS);
    }

    public static int pick(PortClaims claims) {
        for (int i = 0; i < MAX_PICKS; i++) {
            int port = kernelPick();
            if (claims.claim(port)) {
                return port;
            }
        }
        throw new IllegalStateException(
                "no loopback port left that other Threadbench processes were not handed lately (" + MAX_PICKS
                        + " picks)");
    }

    private static int kernelPick() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free loopback port", e);
        }
    }
}
