package io.threadbench.controller.telemetry;

/** Opens a sampling session for one trial; implemented with OSHI and JMX. */
public interface TelemetrySource {

    /**
     * @param sut           the service-under-test JVM (JMX is attached to it)
     * @param loadGenerator the k6 process, or null while none runs
     */
    default TelemetrySession open(ProcessHandle sut, ProcessHandle loadGenerator) {
        return open(sut, loadGenerator, false);
    }

    /** @param jfr whether to stream the SUT's flight recorder (pinning, GC pauses) as well */
    TelemetrySession open(ProcessHandle sut, ProcessHandle loadGenerator, boolean jfr);

    /**
     * A session for a SUT that runs elsewhere: the system, k6 and the controller are sampled here, the SUT's JVM
     * through its JMX service URL when one is given (null: no JVM figures).
     */
    default TelemetrySession openElsewhere(String jmxUrl) {
        return openElsewhere(jmxUrl, false);
    }

    /** @param jfr whether to stream the remote JVM's flight recorder over the same JMX connection */
    TelemetrySession openElsewhere(String jmxUrl, boolean jfr);

    /**
     * A session for a SUT in a Docker container on this machine: its CPU, memory and threads from the container's
     * cgroup, its JVM through the JMX service URL it listens on at 127.0.0.1.
     */
    TelemetrySession openContainer(String containerId, String jmxUrl, boolean jfr);

    /** One trial's sampling; {@link #sample()} is called once per second by the trial runner. */
    interface TelemetrySession extends AutoCloseable {

        /** Figures since the previous call; must take a few milliseconds at most. */
        TelemetrySample sample();

        /** The k6 process of the next run (warm-up and measured runs are separate processes). */
        void loadGenerator(ProcessHandle loadGenerator);

        /** Several k6 runners of the next run: their CPU, memory and threads are summed as one generator's. */
        default void loadGenerators(java.util.List<ProcessHandle> runners) {
            loadGenerator(runners.isEmpty() ? null : runners.getFirst());
        }

        /** The database server of this trial (its backends are sampled with it); not called without one. */
        default void database(ProcessHandle postmaster) {}

        /**
         * The trial's database runs in a Docker container of its own: its CPU and memory are read from that
         * container's cgroup from now on, instead of its process tree.
         */
        default void databaseContainer(String containerId) {}

        /** The trial's separate upstream runs in a Docker container of its own: its CPU and memory from its cgroup. */
        default void upstreamContainer(String containerId) {}

        @Override
        void close();

        /**
         * CPU milliseconds each load-generator process used since {@link #loadGenerators} named them, in their order,
         * as sampled each second (the last second before a runner exits is not seen); empty when not sampled.
         */
        default double[] loadGeneratorCpuMillis() {
            return new double[0];
        }

        /**
         * Whether the flight recorder's figures of this second are complete, or there are none to wait for. The
         * stream runs a second or two behind the samples.
         */
        default boolean jfrCovers(long epochSecond) {
            return true;
        }

        /** The flight recorder's figures of a second; null when it was not streamed. */
        default JfrSecond jfrSecond(long epochSecond) {
            return null;
        }

        /** The stacks that pinned longest over the session, or why there was no stream. */
        default JfrSummary jfrSummary() {
            return JfrSummary.unavailable("no JFR stream");
        }
    }
}
