package io.threadbench.controller.telemetry;

/** Opens a sampling session for one trial; implemented with OSHI and JMX. */
public interface TelemetrySource {

    /**
     * @param sut           the service-under-test JVM (JMX is attached to it)
     * @param loadGenerator the k6 process, or null while none runs
     */
    TelemetrySession open(ProcessHandle sut, ProcessHandle loadGenerator);

    /**
     * A session for a SUT that runs elsewhere: the system, k6 and the controller are sampled here, the SUT's JVM
     * through its JMX service URL when one is given (null: no JVM figures).
     */
    TelemetrySession openElsewhere(String jmxUrl);

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

        @Override
        void close();

        /**
         * CPU milliseconds each load-generator process used since {@link #loadGenerators} named them, in their order,
         * as sampled each second (the last second before a runner exits is not seen); empty when not sampled.
         */
        default double[] loadGeneratorCpuMillis() {
            return new double[0];
        }
    }
}
