package io.threadbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
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
    void picksInARowAreAllDistinctWhereTheKernelRepeatsItself() {
        // the kernel alone repeats itself: 2,000 picks in a row gave 1,762 distinct ports here, as if drawn at random
        // from
        // about 7,700 ports, so 500 picks hold some 16 repeats
        PortClaims claims = new PortClaims(folder.resolve("ports"), new ManualClock());
        Set<Integer> ports = new HashSet<>();
        for (int i = 0; i < 500; i++) {
            ports.add(FreePort.pick(claims));
        }
        assertThat(ports).hasSize(500);
    }

    @Test
    void aClaimsFileThatCannotBeWrittenLeavesPortsAsTheKernelPicksThem() throws IOException {
        Path notAFile = Files.createDirectories(folder.resolve("a-folder"));

        assertThat(new PortClaims(notAFile, Clock.systemUTC()).claim(42_000)).isTrue();
    }
}
