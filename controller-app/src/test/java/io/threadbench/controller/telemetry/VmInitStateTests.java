package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The "finished starting" counter of real JVMs' perf data files (this test JVM's and a child's). */
class VmInitStateTests {

    private static final Path OWN_FILE = Path.of(
            "/tmp",
            "hsperfdata_" + System.getProperty("user.name"),
            Long.toString(ProcessHandle.current().pid()));

    @Test
    void aRunningJvmHasFinishedStartingAndItsCounterIsAMomentAfterItsStart() throws Exception {
        assertThat(VmInitState.initialised(ProcessHandle.current().pid())).contains(true);
        ByteBuffer own = ByteBuffer.wrap(Files.readAllBytes(OWN_FILE));
        // both in epoch milliseconds: when the JVM began creating itself, and when it was done
        long started = VmInitState.counter(own, "sun.rt.createVmBeginTime").orElseThrow();
        assertThat(VmInitState.counter(own, "sun.rt.vmInitDoneTime").orElseThrow())
                .isGreaterThan(started);
        assertThat(VmInitState.counter(own, "sun.rt.no.such.counter")).isEmpty();
    }

    @Test
    void aCounterStillZeroReadsAsStarting() throws Exception {
        byte[] bytes = Files.readAllBytes(OWN_FILE);
        ByteBuffer starting = ByteBuffer.wrap(bytes);
        long done = VmInitState.counter(starting, "sun.rt.vmInitDoneTime").orElseThrow();
        // the same file as a JVM still starting writes it: the counter is there, and 0
        int at = indexOfLong(starting, done);
        starting.putLong(at, 0);
        assertThat(VmInitState.counter(starting, "sun.rt.vmInitDoneTime")).contains(0L);
    }

    @Test
    void processesWithoutCountersAreUnknownNotStarting() throws Exception {
        try (LoadTargetProcess sleeper = LoadTargetProcess.start(List.of("sleep", "30"))) {
            assertThat(VmInitState.initialised(sleeper.handle().pid())).isEmpty();
        }
        try (LoadTargetProcess noCounters =
                LoadTargetProcess.loadTarget(List.of("-XX:-UsePerfData"), "allocate", "1")) {
            noCounters.awaitLine("READY", 60);
            assertThat(VmInitState.initialised(noCounters.handle().pid())).isEmpty();
            assertThat(JvmAttacher.handlesSigquit(noCounters.handle().pid()))
                    .as("the attacher still reaches it, by the SIGQUIT handler alone")
                    .isTrue();
        }
        assertThat(VmInitState.counter(ByteBuffer.wrap(new byte[64]), "sun.rt.vmInitDoneTime"))
                .as("not a perf data file")
                .isEqualTo(Optional.empty());
    }

    private static int indexOfLong(ByteBuffer data, long value) {
        for (int i = 0; i + 8 <= data.limit(); i += 8) {
            if (data.getLong(i) == value) {
                return i;
            }
        }
        throw new AssertionError("value " + value + " not found at an 8-byte boundary");
    }
}
