package io.threadbench.contract;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A loopback port that is free right now, that the kernel will not hand to anyone else meanwhile, and that no
 * Threadbench process on this machine was handed in the last {@link PortClaims#TTL}; the child binds it moments later.
 *
 * <p>Two things can take a port between the pick and the child's bind (seconds, for a Spring SUT):
 * <ul>
 *   <li>the kernel's own choices. It hands out its ephemeral range ({@code /proc/sys/net/ipv4/ip_local_port_range},
 *       32768–60999 here) to every {@code bind(0)} and to the local end of every outgoing connection: k6's, the
 *       SUT's upstream clients', the controller's health checks. A SUT module test's WebFlux SUT once found its port
 *       "already in use" seconds after the pick. So ports are drawn at random from {@link Range below that range},
 *       which the kernel never hands out by itself;</li>
 *   <li>another Threadbench process's pick from the same ports: two test JVMs once started a child each on one
 *       port, and the later child exited while the earlier answered its health check. So every pick is claimed in a
 *       file all of them share ({@code java.io.tmpdir}, see {@link PortClaims}), and a port someone claimed lately is
 *       passed over.</li>
 * </ul>
 * Where the ephemeral range leaves too few ports below it, the kernel picks ({@code bind(0)}), claims still apply.
 */
public final class FreePort {

    /**
     * Draws before one is bindable and unclaimed: only the few ports handed out in the last minutes are claimed and
     * few of 22,000 are listened on, so a draw is seldom refused and 50 in a row never are in practice.
     */
    private static final int MAX_PICKS = 50;

    private static final Path KERNEL_RANGE = Path.of("/proc/sys/net/ipv4/ip_local_port_range");

    private static final PortClaims CLAIMS =
            new PortClaims(Path.of(System.getProperty("java.io.tmpdir"), "threadbench-ports"), Clock.systemUTC());

    private static final Range RANGE = Range.belowEphemeral(KERNEL_RANGE);

    /**
     * Ports {@code [first, last]} to draw from, or none: then the kernel picks.
     *
     * @param first the lowest port drawn; 10,000 leaves the ports development services listen on (5432, 8080, …)
     */
    public record Range(int first, int last) {

        static final int FIRST = 10_000;

        /** Fewer ports than this below the ephemeral range and draws would collide too often: the kernel picks. */
        static final int MIN_SIZE = 1_000;

        /** IANA's ephemeral range, for a kernel that does not say its own. */
        private static final int IANA_EPHEMERAL_FIRST = 49_152;

        static final Range KERNEL_PICKS = new Range(0, -1);

        /** The ports from {@link #FIRST} up to the first of the kernel's ephemeral range, as the file states it. */
        public static Range belowEphemeral(Path kernelRange) {
            int ephemeralFirst = IANA_EPHEMERAL_FIRST;
            try {
                // readAllLines, not readString: /proc files say they are empty, and readString returned "3" of
                // "32768\t60999" here
                String[] bounds =
                        Files.readAllLines(kernelRange).getFirst().trim().split("\\s+");
                ephemeralFirst = Integer.parseInt(bounds[0]);
            } catch (IOException | RuntimeException e) {
                // not Linux, or not readable: IANA's range is the common default elsewhere
            }
            int last = ephemeralFirst - 1;
            return last - FIRST + 1 >= MIN_SIZE ? new Range(FIRST, last) : KERNEL_PICKS;
        }

        public boolean kernelPicks() {
            return last < first;
        }

        int draw() {
            return ThreadLocalRandom.current().nextInt(first, last + 1);
        }
    }

    private FreePort() {}

    public static int pick() {
        return pick(CLAIMS, RANGE);
    }

    public static int pick(PortClaims claims, Range range) {
        for (int i = 0; i < MAX_PICKS; i++) {
            int port = range.kernelPicks() ? kernelPick() : range.draw();
            if ((range.kernelPicks() || bindable(port)) && claims.claim(port)) {
                return port;
            }
        }
        throw new IllegalStateException(
                "no loopback port left that is free and other Threadbench processes were not handed lately ("
                        + MAX_PICKS + " picks)");
    }

    /** The range {@link #pick()} draws from on this machine. */
    public static Range range() {
        return RANGE;
    }

    private static boolean bindable(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true); // as the servers that will bind it: a TIME_WAIT on the port is no obstacle
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1);
            return true;
        } catch (IOException e) {
            return false;
        }
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
