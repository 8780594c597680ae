package io.threadbench.controller.telemetry;

import java.time.Duration;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;
import oshi.SystemInfo;

/**
 * Samples a trial once per second with OSHI (system, SUT, k6, controller) and JMX (the SUT's JVM, reached
 * through the Attach API). One {@link SystemInfo} serves the whole application.
 */
@Component
public class OshiTelemetrySource implements TelemetrySource {

    /** How long a session keeps trying to attach to a SUT whose JVM is still starting. */
    static final Duration ATTACH_READY_TIMEOUT = Duration.ofSeconds(60);

    private final SystemInfo systemInfo;
    private final JvmAttacher attacher;
    private final Duration attachReadyTimeout;

    @Autowired
    public OshiTelemetrySource(SystemInfo systemInfo) {
        this(systemInfo, ATTACH_READY_TIMEOUT);
    }

    OshiTelemetrySource(SystemInfo systemInfo, Duration attachReadyTimeout) {
        this.systemInfo = systemInfo;
        this.attacher = new JvmAttacher(attachReadyTimeout);
        this.attachReadyTimeout = attachReadyTimeout;
        // OSHI's first use loads JNA and many classes (seconds on a busy machine): pay that at start-up, in the
        // background, rather than in the first trial's open().
        Thread.ofVirtual().name("telemetry-warmup").start(this::warmUp);
    }

    private void warmUp() {
        try {
            new SystemSampler(
                            systemInfo.getHardware(),
                            systemInfo.getOperatingSystem().getInternetProtocolStats())
                    .sample(TelemetrySample.builder(0));
            new ProcessSampler(
                            systemInfo.getOperatingSystem(),
                            ProcessHandle.current().pid())
                    .sample();
        } catch (RuntimeException e) {
            // the first real session reports what is wrong; warming up is only an optimisation
        }
    }

    /**
     * Starts sampling; returns within tens of milliseconds (attaching to the SUT's JVM goes on in the background).
     * Call {@link TelemetrySession#sample()} once per second and close the session after the trial.
     */
    @Override
    public TelemetrySession open(ProcessHandle sut, ProcessHandle loadGenerator, boolean jfr) {
        return new OshiTelemetrySession(systemInfo, sut, loadGenerator, attacher, jfr);
    }

    @Override
    public TelemetrySession openElsewhere(String jmxUrl, boolean jfr) {
        return new OshiTelemetrySession(
                systemInfo, jmxUrl == null ? null : new JmxUrlConnection(jmxUrl, attachReadyTimeout), jfr);
    }

    @Override
    public TelemetrySession openContainer(String containerId, String jmxUrl, boolean jfr) {
        CgroupSampler cgroup = CgroupSampler.ofContainer(containerId)
                .orElseThrow(() -> new IllegalStateException("no cgroup found for container " + containerId));
        return new OshiTelemetrySession(systemInfo, cgroup, new JmxUrlConnection(jmxUrl, attachReadyTimeout), jfr);
    }
}
