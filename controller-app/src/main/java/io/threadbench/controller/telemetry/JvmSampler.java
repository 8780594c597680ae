package io.threadbench.controller.telemetry;

import io.threadbench.controller.telemetry.JmxReader.JvmReading;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.management.remote.JMXConnector;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The SUT's JVM figures for one session. Attaching runs in the background from the start (the SUT may still be
 * starting), so opening a session never waits for it; until it succeeds, samples carry a reason instead of JVM
 * figures. Reads run on the same background thread with a time limit, so a SUT frozen in a long pause delays a
 * tick by at most {@link #READ_TIMEOUT}. Counters become deltas against the previous successful read, so a
 * skipped second folds into the next one and window sums stay exact.
 */
final class JvmSampler implements AutoCloseable {

    /** The longest a tick waits for the SUT's JVM to answer. */
    static final Duration READ_TIMEOUT = Duration.ofMillis(300);

    private static final Logger log = LoggerFactory.getLogger(JvmSampler.class);
    private static final double MIB = 1024.0 * 1024.0;

    private final String jvmName;
    private final boolean jfr;
    private final ExecutorService executor;
    private volatile boolean closed;
    private volatile String unavailableReason = "attaching to the SUT's JVM";
    private volatile JmxReader reader;
    private JMXConnector connector; // guarded by this
    private JvmReading previous; // touched only on the executor thread
    private final CompilerThreadsCpu compilerThreads; // read only on the executor thread
    private long previousCompilerMillis = -1; // touched only on the executor thread
    private Future<JvmFigures> pending;
    private volatile JfrStream jfrStream;
    private volatile String jfrUnavailableReason;

    /**
     * The SUT's JVM as our child process: attached by its PID.
     *
     * @param jfr whether to stream its flight recorder once attached
     */
    JvmSampler(long pid, JvmAttacher attacher, boolean jfr) {
        this(Long.toString(pid), cancelled -> attacher.connect(pid, cancelled), jfr, CompilerThreadsCpu.ofProcess(pid));
    }

    /** A JVM that runs elsewhere, reached through its JMX service URL; the flight recorder streams over it too. */
    JvmSampler(JmxUrlConnection remote, boolean jfr) {
        this(remote.url(), remote::connect, jfr, null);
    }

    /** A JVM in a container on this machine: JMX through its URL, its compiler threads through its cgroup's processes. */
    JvmSampler(JmxUrlConnection container, boolean jfr, CompilerThreadsCpu compilerThreads) {
        this(container.url(), container::connect, jfr, compilerThreads);
    }

    /**
     * @param compilerThreads the JVM's compiler threads as this machine's kernel sees them, or null when it cannot
     *     (a JVM elsewhere): then the JIT's figure is JMX's elapsed compilation time
     */
    private JvmSampler(String jvmName, Connect connect, boolean jfr, CompilerThreadsCpu compilerThreads) {
        this.jvmName = jvmName;
        this.jfr = jfr;
        this.compilerThreads = compilerThreads;
        this.jfrUnavailableReason = jfr ? "attaching to the SUT's JVM" : "JFR stream switched off for this benchmark";
        this.executor = Executors.newSingleThreadExecutor(
                Thread.ofPlatform().daemon().name("telemetry-jmx-" + jvmName).factory());
        executor.execute(() -> connect(connect));
    }

    /** Opens the JMX connection; blocking, polls {@code cancelled} between attempts. */
    @FunctionalInterface
    interface Connect {
        JMXConnector open(java.util.function.BooleanSupplier cancelled) throws JvmAttacher.AttachFailure;
    }

    private void connect(Connect connect) {
        try {
            JMXConnector opened = connect.open(() -> closed);
            synchronized (this) {
                if (closed) {
                    closeQuietly(opened);
                    return;
                }
                connector = opened;
            }
            JmxReader jmx = new JmxReader(opened.getMBeanServerConnection());
            previous = jmx.read(); // primes the counters: the first sample already has deltas
            previousCompilerMillis = compilerThreads == null ? -1 : compilerThreads.cpuMillis();
            reader = jmx;
            log.debug(
                    "attached to JVM {} (virtual thread scheduler MXBean: {})",
                    jvmName,
                    jmx.hasVirtualThreadScheduler());
            if (jfr) {
                startJfr(opened);
            }
        } catch (JvmAttacher.AttachFailure e) {
            unavailableReason = e.getMessage();
            jfrUnavailableReason = jfr ? e.getMessage() : jfrUnavailableReason;
        } catch (Exception | LinkageError e) {
            unavailableReason = "JMX connection to the SUT failed: " + e;
            jfrUnavailableReason = jfr ? unavailableReason : jfrUnavailableReason;
        }
    }

    private void startJfr(JMXConnector opened) {
        try {
            JfrStream started = JfrStream.start(opened.getMBeanServerConnection(), jvmName);
            synchronized (this) {
                if (closed) {
                    started.close();
                    return;
                }
                jfrStream = started;
            }
        } catch (Exception | LinkageError e) {
            // A JVM without a flight recorder (a JRE built without jdk.jfr, or -XX:-FlightRecorder) still has JMX.
            jfrUnavailableReason = "no JFR stream from the SUT: " + e;
            log.info("JVM {}: {}", jvmName, jfrUnavailableReason);
        }
    }

    /**
     * Whether the flight recorder's figures of this second are complete (its stream delivered past the second's
     * end), or there will be none to wait for.
     */
    boolean jfrCovers(long epochSecond) {
        JfrStream stream = jfrStream;
        if (stream == null) {
            return true; // seconds before the stream started (or without one) have no figures to wait for
        }
        return stream.seconds().coveredUntilMillis() >= (epochSecond + 1) * 1000;
    }

    /** The flight recorder's figures of a second, or null when it was not streamed. */
    JfrSecond jfrSecond(long epochSecond) {
        JfrStream stream = jfrStream;
        return stream == null ? null : stream.seconds().second(epochSecond);
    }

    JfrSummary jfrSummary(int stacks) {
        JfrStream stream = jfrStream;
        return stream == null
                ? JfrSummary.unavailable(jfrUnavailableReason)
                : new JfrSummary(stream.seconds().topPinned(stacks), null);
    }

    /**
     * Starts reading the SUT's JVM in the background, so the caller can sample OSHI meanwhile; {@link #sample()}
     * collects the result. Does nothing while not connected or while an earlier read is still running.
     */
    void begin() {
        if (reader != null && !closed && pending == null) {
            try {
                pending = executor.submit(this::read);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                pending = null; // closed meanwhile
            }
        }
    }

    /** Figures since the previous successful read, or a reason why there are none. Never throws. */
    JvmFigures sample() {
        begin();
        if (pending == null) {
            return JvmFigures.unavailable(closed ? "telemetry session closed" : unavailableReason);
        }
        try {
            JvmFigures figures = pending.get(READ_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            pending = null;
            return figures;
        } catch (TimeoutException e) {
            // Keep the read: a later tick collects it, and its deltas cover the missed seconds.
            return JvmFigures.unavailable("the SUT's JVM did not answer JMX within " + READ_TIMEOUT.toMillis() + " ms");
        } catch (ExecutionException e) {
            pending = null;
            reader = null;
            unavailableReason = "JMX connection to the SUT lost: " + e.getCause();
            return JvmFigures.unavailable(unavailableReason);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return JvmFigures.unavailable("interrupted while reading JMX");
        } catch (java.util.concurrent.CancellationException e) {
            pending = null;
            return JvmFigures.unavailable("telemetry session closed");
        }
    }

    private JvmFigures read() throws IOException, javax.management.JMException {
        JvmReading now = reader.read();
        JvmReading before = previous;
        previous = now;
        double seconds = (now.atNanos() - before.atNanos()) / 1e9;
        Double cpuPercent = now.processCpuNanos() >= 0 && before.processCpuNanos() >= 0 && seconds > 0
                ? (now.processCpuNanos() - before.processCpuNanos()) / 1e7 / seconds
                : null;
        Integer queued = now.virtualThreadsQueued() == null
                ? null
                : (int) Math.min(Integer.MAX_VALUE, now.virtualThreadsQueued());
        return new JvmFigures(
                now.heapUsedBytes() / MIB,
                now.heapMaxBytes() > 0 ? now.heapMaxBytes() / MIB : null,
                now.heapCommittedBytes() / MIB,
                Math.max(0, now.gcCount() - before.gcCount()),
                Math.max(0, now.gcTimeMillis() - before.gcTimeMillis()),
                now.platformThreads(),
                cpuPercent,
                now.virtualThreadsMounted(),
                queued,
                now.carrierParallelism(),
                now.carrierPoolSize(),
                delta(now.allocatedBytes(), before.allocatedBytes()),
                compilationMillis(now, before),
                null);
    }

    /**
     * The JIT's work since the previous read: its compiler threads' CPU time where this machine can see them, else
     * JMX's elapsed compilation time (which a starved compiler thread inflates: {@link CompilerThreadsCpu}).
     */
    private Long compilationMillis(JvmReading now, JvmReading before) {
        if (compilerThreads != null) {
            long cpu = compilerThreads.cpuMillis();
            long previousCpu = previousCompilerMillis;
            previousCompilerMillis = cpu;
            if (cpu >= 0 && previousCpu >= 0) {
                return Math.max(0, cpu - previousCpu);
            }
        }
        return delta(now.compilationMillis(), before.compilationMillis());
    }

    /** A cumulative counter's growth, or null when either read could not tell (-1). */
    private static Long delta(long now, long before) {
        return now < 0 || before < 0 ? null : Math.max(0, now - before);
    }

    @Override
    public void close() {
        closed = true;
        executor.shutdownNow();
        synchronized (this) {
            if (jfrStream != null) {
                jfrStream.close(); // ends the recording in the SUT while the connection is still open
            }
            if (connector != null) {
                closeQuietly(connector);
                connector = null;
            }
        }
    }

    private static void closeQuietly(JMXConnector connector) {
        try {
            connector.close();
        } catch (IOException | RuntimeException e) {
            log.debug("closing JMX connector: {}", e.toString());
        }
    }
}
