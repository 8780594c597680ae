package io.threadbench.controller.results.verdict;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.TrialDiagnostics;
import io.threadbench.controller.container.TrialContainer;
import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Reason;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.telemetry.PinnedStack;
import io.threadbench.controller.variant.Variant;
import io.threadbench.controller.variant.VariantName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why a variant lost a scenario, from the evidence the trials stored (DESIGN §8): a pool that queued (the SUT fell
 * behind; Little's law gives the cap), request errors by kind, pinned virtual threads with their top stack, GC
 * pauses, CPU per request, database CPU and carrier queueing. Each reason quotes its figure and names the trial
 * whose lane shows it.
 */
final class LossReasons {

    /** A figure this many times the winner's counts as a cause. */
    static final double CLEAR_FACTOR = 1.2;

    /** Virtual threads waiting for a carrier from which the queue counts as a cause (a few are scheduling noise). */
    static final double MIN_CARRIER_QUEUE = 5;

    /** Seconds without answers from which stalls count as a cause (one is a burst's rhythm). */
    static final double MIN_STALL_SECONDS = 3;

    /** Serving at least this share of the pool's cap means the pool was the limit. */
    static final double POOL_CAP_SHARE = 0.85;

    private final BenchmarkResults results;
    private final Map<Long, TrialDiagnostics> diagnostics;

    LossReasons(BenchmarkResults results, Map<Long, TrialDiagnostics> diagnostics) {
        this.results = results;
        this.diagnostics = diagnostics;
    }

    /**
     * The variants among {@code unmeasured} whose container the kernel killed for memory in this scenario, each with
     * the first such trial's words ({@code killed for memory: limit 256 MiB, peak 256.0 MiB (…)}): a variant that
     * cannot stay within its memory limit under this load loses it.
     */
    Map<String, Reason> killedForMemory(String scenario, List<String> unmeasured) {
        Map<String, Reason> killed = new LinkedHashMap<>();
        for (TrialResult trial : results.trials()) {
            if (trial.scenario().equals(scenario)
                    && unmeasured.contains(trial.approach())
                    && trial.status() == RunStatus.FAILED
                    && trial.error() != null
                    && trial.error().startsWith(TrialContainer.KILLED_FOR_MEMORY)) {
                killed.putIfAbsent(
                        trial.approach(),
                        new Reason(
                                trial.approach(),
                                ReasonCode.KILLED_FOR_MEMORY,
                                "its container was " + trial.error(),
                                trial.trialId()));
            }
        }
        return killed;
    }

    List<Reason> of(String scenario, String loser, String winner) {
        List<TrialResult> trials = results.cell(scenario, loser);
        if (trials.isEmpty()) {
            return List.of();
        }
        Map<String, Double> mine = results.medians(scenario, loser);
        Map<String, Double> theirs = winner == null ? Map.of() : results.medians(scenario, winner);
        long link = trials.getFirst().trialId();
        List<Reason> reasons = new ArrayList<>();
        Optional<Reason> fellBehind = fellBehind(trials, loser);
        fellBehind.ifPresent(reasons::add);
        if (fellBehind.isEmpty()) {
            poolCapped(trials.getFirst(), loser, mine).ifPresent(reasons::add);
        }
        if (winner != null) {
            stalled(trials, loser, mine, theirs, winner).ifPresent(reasons::add);
        }
        for (ErrorKind kind : ErrorKind.values()) {
            String metric = kind.metric();
            if (mine.getOrDefault(metric, 0.0) > 0) {
                reasons.add(new Reason(
                        loser,
                        ReasonCode.errors(kind),
                        ValueFormat.format(mine.get(metric)) + " failed requests of the kind "
                                + MetricCatalog.of(metric).label().replace("Errors: ", "\u201c") + "\u201d",
                        link));
            }
        }
        pinned(trials, loser, mine).ifPresent(reasons::add);
        double carrierQueue = mine.getOrDefault("carrier_queued_max", 0.0);
        if (carrierQueue >= Math.max(MIN_CARRIER_QUEUE, 2 * theirs.getOrDefault("carrier_queued_max", 0.0))) {
            reasons.add(new Reason(
                    loser,
                    ReasonCode.CARRIER_QUEUE,
                    "up to " + ValueFormat.format(carrierQueue) + " virtual threads waited for a free carrier thread",
                    link));
        }
        worse(
                        loser,
                        mine,
                        theirs,
                        "gc_pause_millis_max",
                        10,
                        ReasonCode.GC_PAUSES,
                        "GC paused it for up to %s (%s: %s)",
                        winner)
                .ifPresent(reasons::add);
        worse(
                        loser,
                        mine,
                        theirs,
                        "cpu_millis_per_request",
                        0,
                        ReasonCode.CPU_PER_REQUEST,
                        "it spent more CPU per request: %s (%s: %s)",
                        winner)
                .ifPresent(reasons::add);
        worse(
                        loser,
                        mine,
                        theirs,
                        "cpu_db_percent_avg",
                        20,
                        ReasonCode.DATABASE_CPU,
                        "its database worked harder: %s (%s: %s)",
                        winner)
                .ifPresent(r -> reasons.add(new Reason(r.variant(), r.code(), r.text(), link)));
        return reasons.stream()
                .map(r -> r.trialId() == null ? new Reason(r.variant(), r.code(), r.text(), link) : r)
                .toList();
    }

    /**
     * Seconds in which the loser answered nothing while its requests waited, when it had clearly more of them than
     * the winner ({@link #CLEAR_FACTOR}, and at least {@link #MIN_STALL_SECONDS}): "answered nothing in 15 of 30
     * measured seconds while requests waited (longest run 1 s; loom-tomcat: 0)"; only against a winner.
     */
    private static Optional<Reason> stalled(
            List<TrialResult> trials,
            String loser,
            Map<String, Double> mine,
            Map<String, Double> theirs,
            String winner) {
        double stalled = mine.getOrDefault("stall_seconds_total", 0.0);
        double other = theirs.getOrDefault("stall_seconds_total", 0.0);
        if (stalled < MIN_STALL_SECONDS || stalled < other * CLEAR_FACTOR + 1) {
            return Optional.empty();
        }
        Scenario scenario = trials.getFirst().snapshot();
        String of = scenario == null ? "" : " of " + scenario.timing().durationSeconds();
        return Optional.of(new Reason(
                loser,
                ReasonCode.STALLED,
                "it answered nothing in " + ValueFormat.format(stalled) + of + " measured seconds while requests"
                        + " waited (longest run " + ValueFormat.format(mine.getOrDefault("stall_seconds_longest", 0.0))
                        + " s; " + winner + ": " + ValueFormat.format(other) + ")",
                trials.getFirst().trialId()));
    }

    private Optional<Reason> fellBehind(List<TrialResult> trials, String loser) {
        for (TrialResult trial : trials) {
            for (TrustFlag flag : trial.flags()) {
                if (flag.is(FlagCode.SUT_FELL_BEHIND)) {
                    return Optional.of(new Reason(
                            loser, ReasonCode.POOL_QUEUED, flag.reason() + littlesLaw(trial), trial.trialId()));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * A platform-thread pool that served about what Little's law allows it (within 15 %): its threads were the limit.
     * The time a request holds a thread is the variant's fastest answer when it has one (a request that did not
     * queue), else the scenario's delay; half the delay for a workload that pauses at random up to it.
     */
    static Optional<Reason> poolCapped(TrialResult trial, String loser, Map<String, Double> mine) {
        Scenario scenario = trial.snapshot();
        Double served = served(mine, scenario);
        Variant variant = trial.variant();
        if (served == null || scenario == null || variant == null) {
            return Optional.empty();
        }
        if (!"platform".equals(variant.expectedThreadKind())) {
            return Optional.empty();
        }
        double holdMillis = holdMillis(mine, scenario);
        if (holdMillis <= 0) {
            return Optional.empty();
        }
        Integer threads = VariantName.poolThreads(variant, scenario);
        int n = threads == null ? VariantName.DEFAULT_POOL_THREADS : threads;
        double cap = n * 1000.0 / holdMillis;
        if (served < POOL_CAP_SHARE * cap || served > cap / POOL_CAP_SHARE) {
            return Optional.empty();
        }
        // "about", never "at most": the measured seconds also count the answers to the requests that held a thread
        // when they began, so a pool at its cap can serve a little more than n / hold over a short window
        return Optional.of(new Reason(
                loser,
                ReasonCode.POOL_QUEUED,
                "its pool of " + n + " threads" + (threads == null ? " (the default)" : "")
                        + " was the limit: it served " + ValueFormat.format(served) + " req/s, and by Little's law "
                        + n + " threads × 1000 / " + ValueFormat.format(holdMillis) + " ms per request"
                        + holdSource(mine, scenario) + " allow about " + ValueFormat.format(cap)
                        + " req/s; further requests queued for a thread",
                trial.trialId()));
    }

    /** The mean rate served ({@link Throughput}), else the median second's count. */
    private static Double served(Map<String, Double> metrics, Scenario scenario) {
        Double rate = Throughput.of(metrics, scenario);
        return rate != null ? rate : metrics.get("requests_per_second_p50");
    }

    /**
     * How long a request holds a thread: half the delay of a workload that pauses at random up to it, else the
     * fastest answer measured, else the scenario's delay.
     */
    private static double holdMillis(Map<String, Double> metrics, Scenario scenario) {
        if (pausesAtRandom(scenario)) {
            return scenario.work().delayMillis() / 2.0;
        }
        Double fastest = metrics.get("latency_millis_min");
        return fastest != null && fastest > 0 ? fastest : scenario.work().delayMillis();
    }

    private static String holdSource(Map<String, Double> metrics, Scenario scenario) {
        if (pausesAtRandom(scenario)) {
            return " (its random pause of up to " + scenario.work().delayMillis() + " ms, on average)";
        }
        Double fastest = metrics.get("latency_millis_min");
        return fastest != null && fastest > 0 ? " (its fastest answer)" : "";
    }

    private static boolean pausesAtRandom(Scenario scenario) {
        return scenario.work().workload() != null
                && scenario.work().workload().pausesAtRandom()
                && scenario.work().delayMillis() > 0;
    }

    /** " Little's law: 10 threads × 1000 / 100 ms = 100 req/s at most, against 200 req/s asked." or "". */
    static String littlesLaw(TrialResult trial) {
        Scenario scenario = trial.snapshot();
        Variant variant = trial.variant();
        if (scenario == null || variant == null || scenario.work().delayMillis() <= 0) {
            return "";
        }
        if (!"platform".equals(variant.expectedThreadKind())) {
            return "";
        }
        Integer threads = VariantName.poolThreads(variant, scenario);
        boolean defaulted = threads == null;
        int n = defaulted ? VariantName.DEFAULT_POOL_THREADS : threads;
        double hold = holdMillis(trial.metrics(), scenario);
        double cap = n * 1000.0 / hold;
        String asked = scenario.load().arrivalRate() == null
                ? ""
                : ", against " + scenario.load().arrivalRate() + " req/s asked";
        return " Little's law: " + n + " threads" + (defaulted ? " (the default pool)" : "") + " × 1000 / "
                + ValueFormat.format(hold) + " ms per request" + holdSource(trial.metrics(), scenario) + " allow about "
                + ValueFormat.format(cap) + " req/s" + asked + ".";
    }

    private Optional<Reason> pinned(List<TrialResult> trials, String loser, Map<String, Double> mine) {
        double total = mine.getOrDefault("pinned_millis_total", 0.0);
        if (total <= 0) {
            return Optional.empty();
        }
        String text = "virtual threads were pinned to their carriers for " + ValueFormat.format(total)
                + " ms in total (longest " + ValueFormat.format(mine.getOrDefault("pinned_millis_max", 0.0)) + " ms)";
        Long link = trials.getFirst().trialId();
        for (TrialResult trial : trials) {
            TrialDiagnostics found = diagnostics.get(trial.trialId());
            if (found != null && found.jfr() != null && !found.jfr().topPinned().isEmpty()) {
                PinnedStack top = found.jfr().topPinned().getFirst();
                if (!top.frames().isEmpty()) {
                    text += "; top stack: " + top.frames().getFirst();
                }
                link = trial.trialId();
                break;
            }
        }
        return Optional.of(new Reason(loser, ReasonCode.PINNED, text, link));
    }

    private static Optional<Reason> worse(
            String loser,
            Map<String, Double> mine,
            Map<String, Double> theirs,
            String metric,
            double floor,
            ReasonCode code,
            String format,
            String winner) {
        Double value = mine.get(metric);
        Double other = theirs.get(metric);
        if (winner == null || value == null || other == null || value <= floor || value < other * CLEAR_FACTOR) {
            return Optional.empty();
        }
        MetricInfo info = MetricCatalog.of(metric);
        return Optional.of(new Reason(
                loser,
                code,
                format.formatted(
                        info.withUnit(ValueFormat.format(value)), winner, info.withUnit(ValueFormat.format(other))),
                null));
    }
}
