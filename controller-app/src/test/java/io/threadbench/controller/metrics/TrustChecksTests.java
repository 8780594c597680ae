package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySampleBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class TrustChecksTests {

    private final TrustChecks checks = new TrustChecks(2);
    private final Scenario constantRate = scenario(LoadShape.CONSTANT_RATE, 100);
    private final Scenario constantVus = scenario(LoadShape.CONSTANT_VUS, null);

    @Test
    void aCleanTrialRaisesNoFlag() {
        assertThat(checks.evaluate(constantRate, series(10, 100, 0, 0, healthy()), Map.of()))
                .isEmpty();
    }

    @Test
    void droppedIterations() {
        List<TrialSecondRow> rows = series(10, 100, 0, 0, healthy());
        rows.set(4, withDropped(rows.get(4), 120));

        assertThat(codes(checks.evaluate(constantRate, rows, Map.of())))
                .containsExactly(FlagCode.DROPPED_ITERATIONS.name());
        assertThat(checks.evaluate(constantRate, rows, Map.of()).getFirst().reason())
                .contains("dropped 120 iterations");
    }

    @Test
    void droppedIterationsWhileEveryVuWaitedForTheSutAreTheSutFallingBehind() {
        // 10 VUs, 100 req/s asked: answers of 1.1 s keep all 10 VUs busy, so only about 9 req/s go out
        List<TrialSecondRow> slow = series(10, 9, 0, 91, healthy());
        slow.replaceAll(row -> withLatencies(row, 1_100_000));
        // the same shortfall with answers of 10 ms: the VUs were free, k6 itself could not keep up
        List<TrialSecondRow> fast = series(10, 9, 0, 91, healthy());
        fast.replaceAll(row -> withLatencies(row, 10_000));

        List<TrustFlag> behind = checks.evaluate(constantRate, slow, Map.of());
        assertThat(codes(behind)).containsExactly(FlagCode.SUT_FELL_BEHIND.name());
        assertThat(behind.getFirst().reason())
                .startsWith("the SUT fell behind: its answers (1100 ms on average) kept 10 of the 10 VUs waiting, so"
                        + " k6 dropped 910 iterations and achieved 9.0 of the 100 requests/s asked for.");
        assertThat(codes(checks.evaluate(constantRate, fast, Map.of())))
                .containsExactly(FlagCode.DROPPED_ITERATIONS.name(), FlagCode.RATE_SHORTFALL.name());
        // a queue that fills: fast, no drops, in the first half; then every VU waits and k6 drops
        List<TrialSecondRow> filling = series(10, 9, 0, 0, healthy());
        filling.replaceAll(
                row -> row.second() < 5 ? withLatencies(row, 10_000) : withLatencies(withDropped(row, 91), 1_100_000));
        assertThat(codes(checks.evaluate(constantRate, filling, Map.of())))
                .containsExactly(FlagCode.SUT_FELL_BEHIND.name());
    }

    @Test
    void loadGeneratorUsingNearlyAllCores() {
        // 2 cores: 90 % of all cores is 180 % of one core
        assertThat(codes(checks.evaluate(
                        constantVus,
                        series(10, 100, 0, 0, s -> healthy().apply(s).loadgen(185.0, 50.0, 8)),
                        Map.of())))
                .containsExactly(FlagCode.LOADGEN_CPU_SATURATED.name());
        assertThat(checks.evaluate(
                        constantVus,
                        series(10, 100, 0, 0, s -> healthy().apply(s).loadgen(170.0, 50.0, 8)),
                        Map.of()))
                .isEmpty();
        // the summary metric, when present, is what counts
        assertThat(codes(checks.evaluate(
                        constantVus, series(10, 100, 0, 0, healthy()), Map.of("cpu_loadgen_percent_avg", 190.0))))
                .containsExactly(FlagCode.LOADGEN_CPU_SATURATED.name());
    }

    @Test
    void systemCpuSaturatedInMoreThanAFifthOfTheSeconds() {
        List<TrialSecondRow> threeOfTen = series(10, 100, 0, 0, healthy());
        for (int i = 0; i < 3; i++) {
            threeOfTen.set(
                    i,
                    TelemetryMetricsTests.row(i, 100, 0, s -> healthy().apply(s).cpuTotalPercent(97.0)));
        }
        List<TrialSecondRow> twoOfTen = new ArrayList<>(threeOfTen);
        twoOfTen.set(2, TelemetryMetricsTests.row(2, 100, 0, healthy()));

        assertThat(codes(checks.evaluate(constantVus, threeOfTen, Map.of())))
                .containsExactly(FlagCode.SYSTEM_CPU_SATURATED.name());
        assertThat(checks.evaluate(constantVus, twoOfTen, Map.of())).isEmpty();
    }

    @Test
    void achievedRateMoreThanFivePercentShortOfTheRequestedOne() {
        // 94 req/s in full seconds; partial first/last seconds and idle edges must not count
        List<TrialSecondRow> short6 = series(10, 94, 0, 0, healthy());
        List<TrialSecondRow> short4 = withPartialEdges(series(10, 96, 0, 0, healthy()));

        assertThat(codes(checks.evaluate(constantRate, short6, Map.of())))
                .containsExactly(FlagCode.RATE_SHORTFALL.name());
        assertThat(checks.evaluate(constantRate, short6, Map.of()).getFirst().reason())
                .contains("achieved 94.0 requests/s of the 100 requested");
        assertThat(checks.evaluate(constantRate, short4, Map.of())).isEmpty();
        // closed-model scenarios request no rate
        assertThat(checks.evaluate(constantVus, short6, Map.of())).isEmpty();
    }

    @Test
    void requestErrors() {
        List<TrialSecondRow> rows = series(10, 99, 1, 0, healthy());

        List<TrustFlag> flags = checks.evaluate(constantRate, rows, Map.of());

        assertThat(codes(flags)).containsExactly(FlagCode.REQUEST_ERRORS.name());
        assertThat(flags.getFirst().reason()).isEqualTo("10 of 1000 requests failed (1.00 % error rate)");
    }

    @Test
    void controllerOverItsCpuBudget() {
        assertThat(codes(checks.evaluate(
                        constantVus,
                        series(10, 100, 0, 0, s -> healthy().apply(s).controller(6.0, 100.0, 30)),
                        Map.of())))
                .containsExactly(FlagCode.CONTROLLER_CPU_OVER_BUDGET.name());
        assertThat(checks.evaluate(
                        constantVus,
                        series(10, 100, 0, 0, s -> healthy().apply(s).controller(4.9, 100.0, 30)),
                        Map.of()))
                .isEmpty();
    }

    @Test
    void missingTelemetryRaisesNoTelemetryFlag() {
        List<TrialSecondRow> rows = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            rows.add(new TrialSecondRow(i, 1_000_000 + i, false, 100, 0, 0, null, null));
        }
        assertThat(checks.evaluate(constantRate, rows, Map.of())).isEmpty();
    }

    @Test
    void aJitThatCompiledMoreThanItsShareWhileMeasuredNamesTheWarmUpThatWouldHaveCoveredIt() {
        // 5 s of warm-up; the JIT then compiled 400 ms in each of the first 8 measured seconds and 10 ms after
        List<TrialSecondRow> rows = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            long compiling = i < 8 ? 400 : 10;
            rows.add(
                    TelemetryMetricsTests.row(i, 100, 0, s -> healthy().apply(s).allocationAndJit(1L, compiling)));
        }

        List<TrustFlag> flags = checks.evaluate(constantVus, rows, Map.of());

        assertThat(codes(flags)).containsExactly(FlagCode.JIT_STILL_COMPILING.name());
        assertThat(flags.getFirst().reason())
                .isEqualTo(("the JIT was still compiling while measured: 166 ms of compiler CPU per second over the 20"
                                + " measured seconds"
                                + " (400 ms per second in the first 8; more than %.0f ms per second is flagged), so the"
                                + " figures mix interpreted and optimised code; a warm-up of 5 s was too short, use 15 s")
                        .formatted(1000 * JitCheck.MAX_COMPILING_SHARE));
    }

    @Test
    void aJitThatCompiledWithinItsShareRaisesNoFlag() {
        long within = (long) (1000 * JitCheck.MAX_COMPILING_SHARE);
        List<TrialSecondRow> rows =
                series(10, 100, 0, 0, s -> healthy().apply(s).allocationAndJit(1L, within));

        assertThat(checks.evaluate(constantVus, rows, Map.of())).isEmpty();
    }

    private static UnaryOperator<TelemetrySampleBuilder> healthy() {
        return s -> s.cpuTotalPercent(60.0).loadgen(30.0, 50.0, 8).controller(1.0, 100.0, 30);
    }

    private static List<TrialSecondRow> series(
            int seconds, long ok, long errors, long dropped, UnaryOperator<TelemetrySampleBuilder> telemetry) {
        List<TrialSecondRow> rows = new ArrayList<>();
        for (int i = 0; i < seconds; i++) {
            rows.add(withDropped(TelemetryMetricsTests.row(i, ok, errors, telemetry), dropped));
        }
        return rows;
    }

    /** An idle second before and after, and half-covered first and last seconds of load. */
    private static List<TrialSecondRow> withPartialEdges(List<TrialSecondRow> rows) {
        List<TrialSecondRow> result = new ArrayList<>(rows);
        result.set(0, TelemetryMetricsTests.row(0, rows.get(0).requestsOk() / 2, 0, healthy()));
        result.set(
                rows.size() - 1,
                TelemetryMetricsTests.row(rows.size() - 1, rows.getLast().requestsOk() / 3, 0, healthy()));
        result.addFirst(TelemetryMetricsTests.row(-1, 0, 0, healthy()));
        result.addLast(TelemetryMetricsTests.row(rows.size(), 0, 0, healthy()));
        return result;
    }

    private static TrialSecondRow withDropped(TrialSecondRow row, long dropped) {
        return copy(row, dropped, row.histogram());
    }

    /** The row with a histogram of its ok requests, each taking {@code micros}. */
    private static TrialSecondRow withLatencies(TrialSecondRow row, long micros) {
        org.HdrHistogram.Histogram histogram = new org.HdrHistogram.Histogram(3);
        histogram.recordValueWithCount(micros, row.requestsOk());
        return copy(row, row.droppedIterations(), histogram);
    }

    private static TrialSecondRow copy(TrialSecondRow row, long dropped, org.HdrHistogram.Histogram histogram) {
        return new TrialSecondRow(
                row.second(),
                row.epochSecond(),
                row.warmup(),
                row.requestsOk(),
                row.requestsError(),
                dropped,
                histogram,
                row.telemetry());
    }

    private static List<String> codes(List<TrustFlag> flags) {
        return flags.stream().map(TrustFlag::code).toList();
    }

    private static Scenario scenario(LoadShape shape, Integer rps) {
        return Scenario.builder("trust")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(shape)
                .vus(10)
                .rps(rps)
                .delayMillis(100)
                .fanoutCalls(0)
                .allocateKilobytes(0)
                .warmupSeconds(5)
                .durationSeconds(10)
                .build();
    }

    @Test
    void k6RunnersThatDisagree() {
        List<TrialSecondRow> rows = series(10, 100, 0, 0, healthy());
        Map<String, Double> even = RunnerMetrics.of(new long[] {500, 501}, new long[] {0, 0});
        Map<String, Double> uneven = RunnerMetrics.of(new long[] {500, 440}, new long[] {0, 0});
        Map<String, Double> oneDropped = RunnerMetrics.of(new long[] {500, 500}, new long[] {0, 37});

        assertThat(even).containsEntry(RunnerMetrics.REQUEST_SPREAD_PERCENT, 0.0);
        assertThat(checks.evaluate(constantRate, rows, even)).isEmpty();
        assertThat(codes(checks.evaluate(constantRate, rows, uneven)))
                .containsExactly(FlagCode.LOADGEN_RUNNERS_DISAGREE.name());
        assertThat(checks.evaluate(constantRate, rows, uneven).getFirst().reason())
                .startsWith("the 2 k6 runners disagreed: their request counts were 12.6 % apart");
        assertThat(codes(checks.evaluate(constantRate, rows, oneDropped)))
                .containsExactly(FlagCode.LOADGEN_RUNNERS_DISAGREE.name());
    }
}
