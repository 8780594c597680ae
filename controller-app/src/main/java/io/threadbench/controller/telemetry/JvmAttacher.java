package io.threadbench.controller.telemetry;

import com.sun.tools.attach.VirtualMachine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * Connects to another JVM's platform MBeans without an agent: Attach API, then the JVM's own local
 * management agent ({@code startLocalManagementAgent}), then a JMX connector. Works for JVMs of the same user
 * (the SUT is our child). Blocking; the session runs it on its own thread.
 */
final class JvmAttacher {

    private static final Duration RETRY_PAUSE = Duration.ofMillis(250);

    /** How long a JVM that publishes no performance counters (yet) is taken to be starting (VmInitState). */
    private static final Duration COUNTERS_GRACE = Duration.ofSeconds(2);

    private final Duration readyTimeout;

    /** @param readyTimeout how long to wait for a starting JVM to become attachable */
    JvmAttacher(Duration readyTimeout) {
        this.readyTimeout = readyTimeout;
    }

    /**
     * @param cancelled polled between attempts; a cancelled attach fails with "cancelled"
     * @throws AttachFailure with a reason a user can read
     */
    JMXConnector connect(long pid, BooleanSupplier cancelled) throws AttachFailure {
        long began = System.nanoTime();
        long deadline = began + readyTimeout.toNanos();
        String lastProblem = "no attempt made";
        while (true) {
            if (cancelled.getAsBoolean()) {
                throw new AttachFailure("cancelled before the SUT's JVM was reached");
            }
            if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false) == false) {
                throw new AttachFailure("the SUT process " + pid + " is not running");
            }
            // The Attach API wakes the target with SIGQUIT; a process that does not catch it yet (a JVM still
            // starting, or not a JVM at all) would be killed by it. Only knock once the handler is installed, and
            // once the JVM says it finished starting: a management agent started before its module system is up
            // breaks the target's own JMX for good (VmInitState).
            // Without counters (a file not written yet, or none at all) it waits a moment, then goes by SIGQUIT alone.
            boolean withoutCountersYet = System.nanoTime() - began < COUNTERS_GRACE.toNanos();
            boolean starting = VmInitState.initialised(pid).map(done -> !done).orElse(withoutCountersYet);
            if (starting) {
                lastProblem = "the JVM of process " + pid + " is still starting";
            } else if (handlesSigquit(pid)) {
                try {
                    return attach(pid);
                } catch (IOException | com.sun.tools.attach.AttachNotSupportedException e) {
                    lastProblem = e.getClass().getSimpleName() + ": " + e.getMessage();
                } catch (LinkageError e) {
                    throw new AttachFailure("this JVM has no Attach API (module jdk.attach missing: run the "
                            + "controller on a JDK, not a JRE)");
                }
            } else {
                lastProblem = "process " + pid + " does not handle SIGQUIT (not a JVM, started with -Xrs, or "
                        + "still starting)";
            }
            if (System.nanoTime() > deadline) {
                throw new AttachFailure(
                        "could not attach to the SUT's JVM within " + readyTimeout.toSeconds() + " s: " + lastProblem);
            }
            try {
                Thread.sleep(RETRY_PAUSE);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AttachFailure("cancelled before the SUT's JVM was reached");
            }
        }
    }

    private static JMXConnector attach(long pid) throws IOException, com.sun.tools.attach.AttachNotSupportedException {
        VirtualMachine vm = VirtualMachine.attach(Long.toString(pid));
        String address;
        try {
            address = vm.startLocalManagementAgent();
        } finally {
            vm.detach(); // the agent stays; the attach channel is no longer needed
        }
        return JMXConnectorFactory.connect(new JMXServiceURL(address));
    }

    /**
     * Linux tells which signals a process catches ({@code SigCgt} in /proc/PID/status; SIGQUIT is signal 3).
     * Elsewhere there is no such file and we simply try.
     */
    static boolean handlesSigquit(long pid) {
        Path status = Path.of("/proc", Long.toString(pid), "status");
        if (!Files.isReadable(status)) {
            return !Files.isDirectory(Path.of("/proc", "self"));
        }
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("SigCgt:")) {
                    long mask = Long.parseUnsignedLong(
                            line.substring("SigCgt:".length()).trim(), 16);
                    return (mask & (1L << (3 - 1))) != 0;
                }
            }
        } catch (IOException | NumberFormatException e) {
            return false; // process vanished between the checks, or an unexpected format: do not risk it
        }
        return false;
    }

    /** Attaching failed; the message is shown to users as the reason for missing JVM figures. */
    static final class AttachFailure extends Exception {
        AttachFailure(String reason) {
            super(reason);
        }
    }
}
