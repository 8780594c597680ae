package io.threadbench.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link FreePort} and its {@link PortClaims}, on a real claims file in a temporary folder. */
class FreePortTests {

    @TempDir
    Path folder;

    /** A clock that moves only when told to. */
    private static final class ManualClock extends Clock {
        private Instant now = Instant.parse("2026-11-27T02:00:00Z");

        void advance(Duration by) {
            now = now.plus(by);
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }

    @Test
    void aPortClaimedByAnotherProcessIsRefusedUntilItsClaimIsOld() {
        ManualClock clock = new ManualClock();
        Path file = folder.resolve("ports");
        PortClaims mine = new PortClaims(file, clock);
        PortClaims theirs = new PortClaims(file, clock); // another JVM's view of the same file

        assertThat(theirs.claim(40_000)).isTrue();
        assertThat(mine.claim(40_000)).isFalse();
        assertThat(mine.claim(40_002)).isTrue();
        assertThat(theirs.claim(40_002)).isFalse();

        clock.advance(PortClaims.TTL.minusSeconds(1));
        assertThat(mine.claim(40_000)).as("still within the TTL").isFalse();
        clock.advance(Duration.ofSeconds(2));
        assertThat(mine.claim(40_000)).as("claimed longer ago than the TTL").isTrue();
    }

    @Test
    void oldAndTornLinesAreDroppedWhenTheFileIsRewritten() throws IOException {
        ManualClock clock = new ManualClock();
        Path file = folder.resolve("ports");
        long old = clock.millis() - PortClaims.TTL.toMillis() - 1;
        Files.writeString(file, "41000 " + old + "\n41002 " + clock.millis() + "\n4100");

        assertThat(new PortClaims(file, clock).claim(41_004)).isTrue();

        assertThat(Files.readAllLines(file)).containsExactly("41002 " + clock.millis(), "41004 " + clock.millis());
    }

    @Test
    void picksInARowAreAllDistinct() {
        PortClaims claims = new PortClaims(folder.resolve("ports"), new ManualClock());
        Set<Integer> ports = new HashSet<>();
        for (int i = 0; i < 500; i++) {
            ports.add(FreePort.pick(claims, FreePort.range()));
        }
        assertThat(ports).hasSize(500);
    }

    @Test
    void picksLieBelowThePortsTheKernelHandsOutItself() throws IOException {
        // its ephemeral range serves bind(0) and every outgoing connection's local end; a pick from it can be taken
        // by either before the child binds it (a WebFlux SUT found its port "already in use")
        String[] kernel = Files.readAllLines(Path.of("/proc/sys/net/ipv4/ip_local_port_range"))
                .getFirst()
                .trim()
                .split("\\s+");
        int ephemeralFirst = Integer.parseInt(kernel[0]);
        PortClaims claims = new PortClaims(folder.resolve("ports"), new ManualClock());

        assertThat(FreePort.range().kernelPicks()).isFalse();
        for (int i = 0; i < 200; i++) {
            assertThat(FreePort.pick(claims, FreePort.range())).isBetween(FreePort.Range.FIRST, ephemeralFirst - 1);
        }
    }

    @Test
    void theRangeEndsWhereTheKernelsBegins() throws IOException {
        Path kernel = folder.resolve("ip_local_port_range");
        Files.writeString(kernel, "32768\t60999\n");
        assertThat(FreePort.Range.belowEphemeral(kernel)).isEqualTo(new FreePort.Range(10_000, 32_767));

        Files.writeString(kernel, "1024 65535\n");
        assertThat(FreePort.Range.belowEphemeral(kernel).kernelPicks())
                .as("no room below the kernel's range")
                .isTrue();

        assertThat(FreePort.Range.belowEphemeral(folder.resolve("absent")))
                .as("IANA's range where the kernel does not say")
                .isEqualTo(new FreePort.Range(10_000, 49_151));
    }

    @Test
    void aPortSomeoneListensOnIsPassedOver() throws IOException {
        PortClaims claims = new PortClaims(folder.resolve("ports"), new ManualClock());
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            int port = taken.getLocalPort();

            assertThatThrownBy(() -> FreePort.pick(claims, new FreePort.Range(port, port)))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("no loopback port left that is free");
        }
    }

    @Test
    void whereTheKernelLeavesNoRoomItPicksAndClaimsStillHold() {
        PortClaims claims = new PortClaims(folder.resolve("ports"), new ManualClock());
        Set<Integer> ports = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            ports.add(FreePort.pick(claims, FreePort.Range.KERNEL_PICKS));
        }
        assertThat(ports).hasSize(300);
    }

    @Test
    void aClaimsFileThatCannotBeWrittenLeavesPortsAsTheKernelPicksThem() throws IOException {
        Path notAFile = Files.createDirectories(folder.resolve("a-folder"));

        assertThat(new PortClaims(notAFile, Clock.systemUTC()).claim(42_000)).isTrue();
    }
}
