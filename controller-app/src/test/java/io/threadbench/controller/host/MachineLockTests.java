package io.threadbench.controller.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The machine lock within one JVM: two controllers in it take turns too, and the holder says who it is. */
class MachineLockTests {

    @TempDir
    Path folder;

    @Test
    void aSecondControllerInTheSameJvmWaitsUntilTheFirstLetsGo() throws Exception {
        Path file = folder.resolve("machine.lock");
        MachineLock first = new MachineLock(file.toString());
        MachineLock second = new MachineLock(file.toString());

        Optional<MachineLock.Held> held = first.tryAcquire("benchmark 3 of another Threadbench (PID 1)");
        assertThat(held).isPresent();
        assertThat(second.tryAcquire("benchmark 4")).isEmpty();
        assertThat(second.holder()).isEqualTo("benchmark 3 of another Threadbench (PID 1)");
        // every user's controller can lock it
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-rw-rw-");

        held.get().close();
        Optional<MachineLock.Held> next = second.tryAcquire("benchmark 4");
        assertThat(next).isPresent();
        assertThat(first.holder()).isEqualTo("benchmark 4");
        next.get().close();
        assertThat(first.holder()).isEqualTo("another Threadbench"); // emptied on release
    }

    @Test
    void aLockFileThatCannotBeCreatedIsSaidByName() {
        Path blocked = folder.resolve("a-file");
        MachineLock lock = new MachineLock(blocked.resolve("machine.lock").toString());
        try {
            Files.writeString(blocked, "not a folder");
            lock.tryAcquire("benchmark 1");
            org.assertj.core.api.Assertions.fail("a lock under a file cannot be taken");
        } catch (java.io.UncheckedIOException e) {
            assertThat(e.getMessage())
                    .startsWith("cannot lock " + blocked.resolve("machine.lock"))
                    .contains("threadbench.machine-lock");
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }
}
