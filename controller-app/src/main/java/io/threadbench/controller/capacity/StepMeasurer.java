package io.threadbench.controller.capacity;

import io.threadbench.controller.seconds.LatencyPercentiles;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Turns the stored seconds of one step into its {@link StepMeasurement}. The step's first second (usually
 * partial: k6 starts mid-second) opens its settle time; the judged seconds are the {@code stepSeconds -
 * settleSeconds} whole seconds after it, so the partial last second and the draining of requests still in
 * flight after k6's duration stay out of the judgement.
 */
public final class StepMeasurer {

    private StepMeasurer() {}

    /**
     * @param stepRows the rows of this step's k6 run, in order (nothing of earlier steps)
     */
    public static StepMeasurement measure(int offeredRate, List<TrialSecondRow> stepRows, int stepSeconds, int settle) {
        return measure(
                offeredRate, stepRows, stepSeconds, settle, Runtime.getRuntime().availableProcessors());
    }

    /** As {@link #measure(int, List, int, int)} on a host of {@code cores} logical cores. */
    static StepMeasurement measure(
            int offeredRate, List<TrialSecondRow> stepRows, int stepSeconds, int settle, int cores) {
        if (stepRows.isEmpty()) {
            return new StepMeasurement(offeredRate, 0, Double.NaN, Double.NaN, 0, 0, null, 0);
        }
        long first = stepRows.getFirst().epochSecond() + settle;
        long last = stepRows.getFirst().epochSecond() + stepSeconds - 1;
        List<TrialSecondRow> judged = stepRows.stream()
                .filter(row -> row.epochSecond() >= first && row.epochSecond() <= last)
                .toList();
        int seconds = (int) (last - first + 1);
        Histogram latency = new Histogram(3);
        long ok = 0;
        long failed = 0;
        long dropped = 0;
        double cpuSum = 0;
        int cpuSeconds = 0;
        double otherSum = 0;
        int otherSeconds = 0;
        for (TrialSecondRow row : judged) {
            if (row.histogram() != null) {
                latency.add(row.histogram());
            }
            ok += row.requestsOk();
            failed += row.requestsError();
            dropped += row.droppedIterations();
            if (row.telemetry() != null && row.telemetry().processes().loadgenCpuPercent() != null) {
                cpuSum += row.telemetry().processes().loadgenCpuPercent();
                cpuSeconds++;
            }
            Double other = otherCpuPercent(row.telemetry(), cores);
            if (other != null) {
                otherSum += other;
                otherSeconds++;
            }
        }
        long requests = ok + failed;
        return new StepMeasurement(
                offeredRate,
                seconds <= 0 ? 0 : (double) requests / seconds,
                LatencyPercentiles.millisAt(latency, 50),
                LatencyPercentiles.millisAt(latency, 99),
                requests == 0 ? 0 : 100.0 * failed / requests,
                dropped,
                cpuSeconds == 0 ? null : cpuSum / cpuSeconds,
                Math.max(0, seconds),
                otherSeconds == 0 ? null : otherSum / otherSeconds);
    }

    /**
     * The CPU of the host's processes other than the SUT, k6 and the controller, in % of one core: the host's total
     * (of all cores) times the cores, less the three; null when a figure is missing.
     */
    static Double otherCpuPercent(TelemetrySample t, int cores) {
        if (t == null
                || t.system().cpuTotalPercent() == null
                || t.processes().sutCpuPercent() == null
                || t.processes().loadgenCpuPercent() == null
                || t.processes().controllerCpuPercent() == null) {
            return null;
        }
        double others = t.system().cpuTotalPercent() * cores
                - t.processes().sutCpuPercent()
                - t.processes().loadgenCpuPercent()
                - t.processes().controllerCpuPercent();
        return Math.max(0, others);
    }
}
