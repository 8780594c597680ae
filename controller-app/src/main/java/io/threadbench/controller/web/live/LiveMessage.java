package io.threadbench.controller.web.live;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.threadbench.controller.benchmark.CapacityStepEvent;
import io.threadbench.controller.benchmark.StatusEvent;
import io.threadbench.controller.benchmark.TrialSecondEvent;
import io.threadbench.controller.capacity.CapacityCurve;
import io.threadbench.controller.capacity.CapacityStep;
import io.threadbench.controller.capacity.StepMeasurement;
import io.threadbench.controller.capacity.StepOutcome;
import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.scenario.CapacityPlan.Slo;
import io.threadbench.controller.seconds.SeriesSecond;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;

/**
 * A message to the browser (DESIGN §9). {@code seq} grows with every message of this controller run, so a
 * page can ignore a status that arrives after a newer one.
 */
public sealed interface LiveMessage permits LiveMessage.Status, LiveMessage.Second, LiveMessage.Step {

    long benchmarkId();

    /** A benchmark ({@code trialId} null) or a trial changed status or step. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Status(
            String type,
            long seq,
            long benchmarkId,
            Long trialId,
            String status,
            String step,
            String message,
            String stepText,
            long at)
            implements LiveMessage {

        static Status of(long seq, StatusEvent event, long at) {
            return new Status(
                    "status",
                    seq,
                    event.benchmarkId(),
                    event.trialId(),
                    event.status().name(),
                    event.step(),
                    event.message(),
                    event.stepText(),
                    at);
        }
    }

    /**
     * One trial-second: its stored figures as the API's series has them ({@link SeriesSecond}: counts, percentiles in
     * ms, null without latencies; telemetry, null fields left out), side by side with the raw points of the second as
     * {@code [epochMillis, latencyMillis, httpStatus, error 0|1]} and the failed requests by kind ({@code
     * {"refused": 3}}; null for seconds stored before kinds were counted).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Second(
            String type,
            long seq,
            long benchmarkId,
            long trialId,
            @JsonUnwrapped SeriesSecond figures,
            List<double[]> samples,
            java.util.Map<String, Long> errorKinds)
            implements LiveMessage {

        static Second of(long seq, TrialSecondEvent event) {
            return of(seq, event.benchmarkId(), event.trialId(), event.row(), event.samples());
        }

        /** The same shape for a stored second, so the page reads stored and live seconds alike. */
        public static Second of(
                long seq, long benchmarkId, long trialId, TrialSecondRow row, List<LatencyPoint> samples) {
            return new Second(
                    "second", seq, benchmarkId, trialId, SeriesSecond.of(row), points(samples), row.errorKindsById());
        }

        private static List<double[]> points(List<LatencyPoint> samples) {
            if (samples == null) {
                return List.of();
            }
            return samples.stream()
                    .map(point -> new double[] {
                        point.epochMillis(), millis(point.latencyMicros()), point.status(), point.error() ? 1 : 0
                    })
                    .toList();
        }

        private static double millis(long micros) {
            return Math.round(micros / 10.0) / 100.0;
        }
    }

    /**
     * One judged step of a capacity search (issue 12): the knee charts draw a point per step at its offered rate,
     * a line per variant, with the SLO. Latencies are null when nothing was answered; {@code repeated} marks a miss
     * on a busy host that is run again (the charts draw only its repeat).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Step(
            String type,
            long seq,
            long benchmarkId,
            long trialId,
            String scenario,
            String variant,
            Double sloP99Millis,
            Double sloP50Millis,
            Double sloErrorPercent,
            int index,
            boolean bisecting,
            int offeredRate,
            double achievedRps,
            Double p50Millis,
            Double p99Millis,
            double errorPercent,
            long droppedIterations,
            String verdict,
            boolean repeated,
            String reason)
            implements LiveMessage {

        static Step of(long seq, CapacityStepEvent event) {
            return of(
                    seq,
                    event.benchmarkId(),
                    event.trialId(),
                    event.scenario(),
                    event.variant(),
                    event.slo(),
                    event.step());
        }

        /** The stored steps of a benchmark's searches, in the live shape. */
        public static List<Step> of(long benchmarkId, List<CapacityCurve> curves) {
            return curves.stream()
                    .flatMap(curve -> curve.steps().stream()
                            .map(step -> of(
                                    0,
                                    benchmarkId,
                                    curve.trialId(),
                                    curve.scenario(),
                                    curve.variant(),
                                    curve.slo(),
                                    step)))
                    .toList();
        }

        private static Step of(
                long seq, long benchmarkId, long trialId, String scenario, String variant, Slo slo, CapacityStep step) {
            StepMeasurement m = step.measurement();
            return new Step(
                    "capacity-step",
                    seq,
                    benchmarkId,
                    trialId,
                    scenario,
                    variant,
                    slo == null ? null : slo.p99Millis(),
                    slo == null ? null : slo.p50Millis(),
                    slo == null ? null : slo.errorPercent(),
                    step.index(),
                    step.bisecting(),
                    m.offeredRate(),
                    Math.round(m.achievedRps() * 10) / 10.0,
                    finite(m.p50Millis()),
                    finite(m.p99Millis()),
                    m.errorPercent(),
                    m.droppedIterations(),
                    step.verdict().label(),
                    step.verdict() == StepOutcome.REPEATED_HOST_BUSY,
                    step.reason());
        }

        private static Double finite(double value) {
            return Double.isFinite(value) ? Math.round(value * 100) / 100.0 : null;
        }
    }
}
