package io.threadbench.controller.telemetry;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import javax.management.remote.JMXConnector;

/**
 * Has a local JVM (JDK 21+) write a JSON thread dump through its {@code HotSpotDiagnostic} MXBean, reached as
 * the telemetry reaches it (Attach API, the JVM's local management agent). Unlike {@code jcmd}, which is a JVM
 * of its own (about 0.3 s of CPU per dump here), this starts no process that would take CPU from the SUT while it
 * is measured.
 */
public final class ThreadDumps {

    private static final String DIAGNOSTIC = "com.sun.management:type=HotSpotDiagnostic";
    private static final JvmAttacher ATTACHER = new JvmAttacher(Duration.ofSeconds(10));

    private ThreadDumps() {}

    /**
     * Writes the JVM's threads as JSON to {@code file}, which must not exist.
     *
     * @throws IOException with a reason a user can read when the JVM cannot be reached or cannot write the dump
     */
    public static void toFile(long pid, Path file) throws IOException {
        try (JMXConnector connector = ATTACHER.connect(pid, () -> false)) {
            HotSpotDiagnosticMXBean diagnostic = ManagementFactory.newPlatformMXBeanProxy(
                    connector.getMBeanServerConnection(), DIAGNOSTIC, HotSpotDiagnosticMXBean.class);
            diagnostic.dumpThreads(file.toAbsolutePath().toString(), HotSpotDiagnosticMXBean.ThreadDumpFormat.JSON);
        } catch (JvmAttacher.AttachFailure e) {
            throw new IOException(e.getMessage(), e);
        } catch (RuntimeException e) { // a remote failure arrives wrapped by the MXBean proxy
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new IOException("the JVM wrote no thread dump: " + cause.getMessage(), e);
        }
    }
}
