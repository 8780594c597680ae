package io.threadbench.controller.telemetry;

import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import oshi.SystemInfo;
import oshi.software.os.OperatingSystem;

/**
 * One trial's sampling: system figures, the SUT, k6 and the controller through OSHI, and the SUT's JVM through
 * JMX. Every sampler is primed when created, so the first {@link #sample()} already carries rates.
 * Thread-safe: the runner's tick, a new k6 process and close may come from different threads.
 */
final class OshiTelemetrySession implements TelemetrySession {

    private static final Logger log = LoggerFactory.getLogger(OshiTelemetrySession.class);

    /** Pinned stacks kept for a trial. */
    static final int TOP_PINNED_STACKS = 5;

    private final OperatingSystem os;
    private final SystemSampler system;
    private final SutFiguresSampler sut;
    private final ProcessSampler controller;
    private final JvmSampler jvm;
    private final String noJvmReason;
    private List<ProcessSampler> loadGenerators = List.of();
    private ProcessTreeSampler database;
    /** A boxed database's or upstream's cgroup; null when bare or none. */
    private CgroupSampler databaseCgroup;

    private CgroupSampler upstreamCgroup;
    /** CPU milliseconds of each load generator since they were named. */
    private double[] loadGeneratorCpuMillis = new double[0];

    private long previousEpochMillis;
    private boolean closed;

    OshiTelemetrySession(
            SystemInfo systemInfo,
            ProcessHandle sutProcess,
            ProcessHandle loadGeneratorProcess,
            JvmAttacher attacher,
            boolean jfr) {
        this(
                systemInfo,
                sutProcess == null ? null : sutProcess.pid(),
                null,
                sutProcess == null ? null : new JvmSampler(sutProcess.pid(), attacher, jfr),
                "no SUT process given",
                loadGeneratorProcess);
    }

    /**
     * A SUT that runs elsewhere: its process cannot be sampled here, its JVM only through a JMX service URL (null:
     * none, and the samples say why).
     */
    OshiTelemetrySession(SystemInfo systemInfo, JmxUrlConnection remoteJvm, boolean jfr) {
        this(
                systemInfo,
                null,
                null,
                remoteJvm == null ? null : new JvmSampler(remoteJvm, jfr),
                "the service runs elsewhere and has no JMX service URL",
                null);
    }

    /** A SUT in a container: its figures from the container's cgroup, its JVM through the loopback JMX port. */
    OshiTelemetrySession(SystemInfo systemInfo, CgroupSampler cgroup, JmxUrlConnection containerJvm, boolean jfr) {
        this(
                systemInfo,
                null,
                cgroup,
                new JvmSampler(containerJvm, jfr, new CompilerThreadsCpu(cgroup::processes)),
                null,
                null);
    }

    private OshiTelemetrySession(
            SystemInfo systemInfo,
            Long sutPid,
            SutFiguresSampler sutFigures,
            JvmSampler jvm,
            String noJvmReason,
            ProcessHandle loadGeneratorProcess) {
        this.os = systemInfo.getOperatingSystem();
        this.system = new SystemSampler(systemInfo.getHardware(), os.getInternetProtocolStats());
        this.controller = new ProcessSampler(os, ProcessHandle.current().pid());
        this.sut = sutFigures != null ? sutFigures : sutPid == null ? null : new ProcessSampler(os, sutPid);
        this.jvm = jvm;
        this.noJvmReason = jvm == null ? noJvmReason : null;
        this.loadGenerators =
                loadGeneratorProcess == null ? List.of() : List.of(new ProcessSampler(os, loadGeneratorProcess.pid()));
        // one count per sampler, as loadGenerators(…) keeps them: a load generator named here used to leave it empty,
        // and every sample then lost its load generator's and the controller's figures to an index error
        this.loadGeneratorCpuMillis = new double[loadGenerators.size()];
        this.previousEpochMillis = System.currentTimeMillis();
    }

    @Override
    public synchronized TelemetrySample sample() {
        long nowMillis = System.currentTimeMillis();
        // The second holding the middle of the sampled interval: a tick just after a second ends names that second.
        long epochSecond = Math.floorDiv((previousEpochMillis + nowMillis) / 2, 1000);
        previousEpochMillis = nowMillis;
        TelemetrySampleBuilder out = TelemetrySample.builder(epochSecond);
        if (closed) {
            return out.jvmUnavailableReason("telemetry session closed").build();
        }
        if (jvm != null) {
            jvm.begin(); // the JMX round trips overlap with the OSHI reads below
        }
        // Each part is guarded on its own: one broken sampler must not cost the others' figures.
        try {
            system.sample(out);
        } catch (RuntimeException e) {
            log.warn("system telemetry failed: {}", e.toString());
        }
        processes(out);
        try {
            if (jvm == null) {
                out.jvmUnavailableReason(noJvmReason);
            } else {
                out.jvm(jvm.sample());
            }
        } catch (RuntimeException e) {
            out.jvmUnavailableReason("JMX read failed: " + e);
        }
        return out.build();
    }

    private void processes(TelemetrySampleBuilder out) {
        try {
            if (sut != null) {
                ProcessSampler.Figures f = sut.sample();
                out.sut(f.cpuPercent(), f.cpuMillis(), f.rssMib(), f.threads());
            }
            if (!loadGenerators.isEmpty()) {
                Double cpu = null;
                Double rss = null;
                Integer threads = null;
                for (int i = 0; i < loadGenerators.size(); i++) {
                    ProcessSampler.Figures f = loadGenerators.get(i).sample();
                    if (f.cpuMillis() != null) {
                        loadGeneratorCpuMillis[i] += f.cpuMillis();
                    }
                    cpu = sum(cpu, f.cpuPercent());
                    rss = sum(rss, f.rssMib());
                    if (f.threads() != null) {
                        threads = threads == null ? f.threads() : Integer.valueOf(threads + f.threads());
                    }
                }
                out.loadgen(cpu, rss, threads);
            }
            if (databaseCgroup != null) {
                ProcessSampler.Figures f = databaseCgroup.sample();
                out.database(f.cpuPercent(), f.rssMib());
            } else if (database != null) {
                out.database(database.cpuPercent());
            }
            if (upstreamCgroup != null) {
                ProcessSampler.Figures f = upstreamCgroup.sample();
                out.upstream(f.cpuPercent(), f.rssMib());
            }
            ProcessSampler.Figures f = controller.sample();
            out.controller(f.cpuPercent(), f.rssMib(), f.threads());
        } catch (RuntimeException e) {
            log.warn("process telemetry failed: {}", e.toString());
        }
    }

    @Override
    public synchronized void database(ProcessHandle postmaster) {
        this.database = postmaster == null ? null : new ProcessTreeSampler(os, postmaster);
    }

    @Override
    public synchronized void databaseContainer(String containerId) {
        databaseCgroup = cgroupOf("database", containerId);
    }

    @Override
    public synchronized void upstreamContainer(String containerId) {
        upstreamCgroup = cgroupOf("upstream", containerId);
    }

    private static CgroupSampler cgroupOf(String role, String containerId) {
        CgroupSampler cgroup = CgroupSampler.ofContainer(containerId).orElse(null);
        if (cgroup == null) {
            log.warn("no cgroup found for the {} container {}: its CPU and memory are not sampled", role, containerId);
        }
        return cgroup;
    }

    @Override
    public synchronized void loadGenerator(ProcessHandle process) {
        loadGenerators(process == null ? List.of() : List.of(process));
    }

    @Override
    public synchronized void loadGenerators(List<ProcessHandle> runners) {
        // Fresh samplers are primed now, so the next sample counts only the new processes' CPU from here on.
        this.loadGenerators = runners.stream()
                .map(process -> new ProcessSampler(os, process.pid()))
                .toList();
        this.loadGeneratorCpuMillis = new double[runners.size()];
    }

    @Override
    public synchronized double[] loadGeneratorCpuMillis() {
        return loadGeneratorCpuMillis.clone();
    }

    /** A sum that stays null while nothing was measured (no unboxing of a null). */
    private static Double sum(Double total, Double value) {
        if (value == null) {
            return total;
        }
        return total == null ? value : Double.valueOf(total + value);
    }

    @Override
    public boolean jfrCovers(long epochSecond) {
        return jvm == null || jvm.jfrCovers(epochSecond);
    }

    @Override
    public JfrSecond jfrSecond(long epochSecond) {
        return jvm == null ? null : jvm.jfrSecond(epochSecond);
    }

    @Override
    public JfrSummary jfrSummary() {
        return jvm == null ? JfrSummary.unavailable(noJvmReason) : jvm.jfrSummary(TOP_PINNED_STACKS);
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (jvm != null) {
            jvm.close();
        }
    }

    /** Names of the interfaces sampled as loopback and primary (null when none was found). */
    String[] interfaceNames() {
        return new String[] {system.loopbackName(), system.primaryName()};
    }
}
