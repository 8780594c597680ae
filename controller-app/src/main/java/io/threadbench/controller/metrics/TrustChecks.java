package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Decides whether a finished trial's figures can be trusted (DESIGN §6). Pure: works on the scenario, the
 * measured seconds and the summary metrics, so it can be rerun on stored trials.
 */
@Component
public class TrustChecks {

    /** A load generator averaging this share of all cores is itself the bottleneck. */
    static final double LOADGEN_SHARE_OF_ALL_CORES = 0.90;
    /**
     * System CPU at or above this is saturated: k6 then queues for CPU alongside the SUT, and its timings include
     * its own waiting. One such second is noise; more than {@link #SATURATED_SECONDS_SHARE} of them is a pattern.
     */
    static final double SATURATED_SYSTEM_CPU_PERCENT = 95.0;

    static final double SATURATED_SECONDS_SHARE = 0.20;
    /** A constant-rate trial that achieved less than this share of the requested rate did not apply its load. */
    static final double MIN_ACHIEVED_RATE_SHARE = 0.95;
    /** Requests in flight averaging this share of the VU budget: the VUs were busy waiting for the SUT. */
    static final double BUSY_VUS_SHARE = 0.80;
    /** DESIGN §11: the controller may use 5 % of one core on average. */
    static final double CONTROLLER_CPU_BUDGET_PERCENT = 5.0;

    private final int logicalCores;

    @Autowired
    public TrustChecks() {
        this(Runtime.getRuntime().availableProcessors());
    }

    TrustChecks(int logicalCores) {
        this.logicalCores = logicalCores;
    }

    /**
     * @param metrics the trial's summary metrics; {@code cpu_loadgen_percent_avg} and
     *                {@code cpu_controller_percent_avg} are used when present, else computed from the seconds
     * @return the flags raised, empty for a trustworthy trial
     */
    public List<TrustFlag> evaluate(
            Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        List<TrustFlag> flags = new ArrayList<>();
        runners(scenario, metrics, flags);
        List<TrustFlag> shortOfRate = new ArrayList<>();
        long dropped = measuredSeconds.stream()
                .mapToLong(TrialSecondRow::droppedIterations)
                .sum();
        if (dropped > 0) {
            shortOfRate.add(
                    new TrustFlag(
                            FlagCode.DROPPED_ITERATIONS,
                            "k6 dropped " + dropped
                                    + " iterations: the load generator could not keep the requested rate (too few VUs or no CPU)"));
        }
        rate(scenario, measuredSeconds, shortOfRate);
        flags.addAll(fellBehind(scenario, measuredSeconds, dropped, shortOfRate));
        loadGenerator(measuredSeconds, metrics, flags);
        systemCpu(measuredSeconds, flags);
        errors(measuredSeconds, flags);
        JitCheck.evaluate(scenario, measuredSeconds).ifPresent(flags::add);
        Double controller = metricOr(
                metrics,
                "cpu_controller_percent_avg",
                () -> SeriesStats.of(measuredSeconds, s -> s.processes().controllerCpuPercent())
                        .avg());
        if (controller != null && controller > CONTROLLER_CPU_BUDGET_PERCENT) {
            flags.add(new TrustFlag(
                    FlagCode.CONTROLLER_CPU_OVER_BUDGET,
                    format(
                            "the controller used %.1f %% of one core on average (budget %.0f %%): it competed with the "
                                    + "SUT and k6 for CPU",
                            controller, CONTROLLER_CPU_BUDGET_PERCENT)));
        }
        return flags;
    }

    /**
     * Dropped iterations or a rate shortfall in a constant-rate trial whose VUs were busy waiting for answers: by
     * Little's law the requests in flight (sum of latencies ÷ seconds) averaged at least {@link #BUSY_VUS_SHARE} of
     * the VU budget in the seconds that dropped iterations (in all seconds when none did; a queue fills over the
     * first seconds, so the whole run would understate it), so the SUT's slowness, not k6, held the rate down.
     * That is one {@link FlagCode#SUT_FELL_BEHIND} instead of the two flags that blame the load generator;
     * without latencies, or with VUs to spare, the flags stay as they are.
     */
    private static List<TrustFlag> fellBehind(
            Scenario scenario, List<TrialSecondRow> rows, long dropped, List<TrustFlag> shortOfRate) {
        if (shortOfRate.isEmpty()
                || scenario.load().shape() != LoadShape.CONSTANT_RATE
                || scenario.load().rps() == null) {
            return shortOfRate;
        }
        List<TrialSecondRow> judged =
                rows.stream().filter(row -> row.droppedIterations() > 0).toList();
        if (judged.isEmpty()) {
            judged = rows; // short of the rate without a drop: judge the whole run
        }
        double latencyMicros = 0;
        long requests = 0;
        for (TrialSecondRow row : judged) {
            if (row.histogram() != null && row.histogram().getTotalCount() > 0) {
                latencyMicros += row.histogram().getMean() * row.histogram().getTotalCount();
                requests += row.histogram().getTotalCount();
            }
        }
        if (requests == 0) {
            return shortOfRate;
        }
        double inFlight = latencyMicros / 1e6 / judged.size();
        if (inFlight < BUSY_VUS_SHARE * scenario.load().vus()) {
            return shortOfRate;
        }
        double achieved = achievedRate(rows); // the figure RATE_SHORTFALL would have given
        return List.of(new TrustFlag(
                FlagCode.SUT_FELL_BEHIND,
                format(
                        "the SUT fell behind: its answers (%.0f ms on average) kept %.0f of the %d VUs waiting, so k6"
                                + " dropped %d iterations and achieved %.1f of the %d requests/s asked for. A finding"
                                + " about the SUT, not a fault of the measurement; its latencies are a lower bound"
                                + " (requests never sent did not wait)",
                        latencyMicros / requests / 1000,
                        Math.min(inFlight, scenario.load().vus()),
                        scenario.load().vus(),
                        dropped,
                        achieved,
                        scenario.load().rps())));
    }

    private void loadGenerator(List<TrialSecondRow> rows, Map<String, Double> metrics, List<TrustFlag> flags) {
        Double loadgen = metricOr(
                metrics,
                "cpu_loadgen_percent_avg",
                () -> SeriesStats.of(rows, s -> s.processes().loadgenCpuPercent())
                        .avg());
        double limit = LOADGEN_SHARE_OF_ALL_CORES * logicalCores * 100.0;
        if (loadgen != null && loadgen >= limit) {
            flags.add(new TrustFlag(
                    FlagCode.LOADGEN_CPU_SATURATED,
                    format(
                            "k6 used %.0f %% of one core on average, at least %.0f %% of all %d cores: the load generator "
                                    + "was the bottleneck",
                            loadgen, LOADGEN_SHARE_OF_ALL_CORES * 100, logicalCores)));
        }
    }

    /**
     * Several k6 runners share an arrival rate evenly by execution segments, so their request counts differ by a
     * request per segment boundary; more, or dropped iterations in one runner only, means one of them fell behind.
     * Closed-model shapes split whole VUs (3 VUs: 2 and 1), so their runners' counts differ by design.
     */
    private static void runners(Scenario scenario, Map<String, Double> metrics, List<TrustFlag> flags) {
        Double runners = metrics.get(RunnerMetrics.RUNNERS);
        if (runners == null || runners < 2 || scenario.load().shape() != LoadShape.CONSTANT_RATE) {
            return;
        }
        Double spread = metrics.get(RunnerMetrics.REQUEST_SPREAD_PERCENT);
        Double droppedMax = metrics.get(RunnerMetrics.DROPPED_MAX);
        Double droppedMin = metrics.get(RunnerMetrics.DROPPED_MIN);
        boolean uneven = spread != null && spread > RunnerMetrics.DISAGREEMENT_PERCENT;
        boolean oneDropped = droppedMax != null && droppedMin != null && droppedMax > 0 && droppedMin == 0;
        if (uneven || oneDropped) {
            flags.add(new TrustFlag(
                    FlagCode.LOADGEN_RUNNERS_DISAGREE,
                    format(
                            "the %.0f k6 runners disagreed: their request counts were %.1f %% apart and they dropped"
                                    + " %.0f to %.0f iterations; one of them could not keep its share of the rate",
                            runners,
                            spread == null ? 0 : spread,
                            droppedMin == null ? 0 : droppedMin,
                            droppedMax == null ? 0 : droppedMax)));
        }
    }

    private static void systemCpu(List<TrialSecondRow> rows, List<TrustFlag> flags) {
        SeriesStats measured = SeriesStats.of(rows, s -> s.system().cpuTotalPercent());
        if (measured.empty()) {
            return;
        }
        long saturated = rows.stream()
                .filter(r -> r.telemetry() != null
                        && r.telemetry().system().cpuTotalPercent() != null
                        && r.telemetry().system().cpuTotalPercent() >= SATURATED_SYSTEM_CPU_PERCENT)
                .count();
        if (saturated > SATURATED_SECONDS_SHARE * measured.count()) {
            flags.add(new TrustFlag(
                    FlagCode.SYSTEM_CPU_SATURATED,
                    format(
                            "system CPU was at or above %.0f %% in %d of %d seconds: the SUT waited for CPU, so latencies"
                                    + " include waiting for a core (held by k6, the controller, or other processes:"
                                    + " the other-processes flag names those when they used more than"
                                    + " threadbench.quiet-machine.max-other-cores)",
                            SATURATED_SYSTEM_CPU_PERCENT, saturated, measured.count())));
        }
    }

    /** A constant-rate trial that achieved ({@link #achievedRate}) less than 95 % of its rate fell short. */
    private static void rate(Scenario scenario, List<TrialSecondRow> rows, List<TrustFlag> flags) {
        if (scenario.load().shape() != LoadShape.CONSTANT_RATE
                || scenario.load().rps() == null
                || scenario.load().rps() <= 0) {
            return;
        }
        double achieved = achievedRate(rows);
        if (achieved < MIN_ACHIEVED_RATE_SHARE * scenario.load().rps()) {
            flags.add(new TrustFlag(
                    FlagCode.RATE_SHORTFALL,
                    format(
                            "achieved %.1f requests/s of the %d requested (%.1f %% short; more than %.0f %% is flagged)",
                            achieved,
                            scenario.load().rps(),
                            100.0 * (1 - achieved / scenario.load().rps()),
                            100.0 * (1 - MIN_ACHIEVED_RATE_SHARE))));
        }
    }

    /** Requests (ok + error) per second over the {@link FullSeconds} of the run. */
    private static double achievedRate(List<TrialSecondRow> rows) {
        List<TrialSecondRow> full = FullSeconds.of(rows);
        long requests = full.stream().mapToLong(FullSeconds::requests).sum();
        return full.isEmpty() ? 0 : (double) requests / full.size();
    }

    private static void errors(List<TrialSecondRow> rows, List<TrustFlag> flags) {
        long errors = rows.stream().mapToLong(TrialSecondRow::requestsError).sum();
        long total =
                errors + rows.stream().mapToLong(TrialSecondRow::requestsOk).sum();
        if (errors > 0) {
            flags.add(new TrustFlag(
                    FlagCode.REQUEST_ERRORS,
                    format("%d of %d requests failed (%.2f %% error rate)", errors, total, 100.0 * errors / total)));
        }
    }

    private static Double metricOr(
            Map<String, Double> metrics, String name, java.util.function.Supplier<Double> fallback) {
        Double value = metrics == null ? null : metrics.get(name);
        return value != null ? value : fallback.get();
    }

    private static String format(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }
}
