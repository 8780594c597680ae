package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.core.type.TypeReference;

/**
 * Computes and stores a finished trial's summary metrics (DESIGN §8): every {@link MetricContributor} runs over
 * the measured (non-warm-up) seconds, {@link WarmupMetrics} over all of them, the figures measured elsewhere (the
 * idle SUT's memory, its start-up) join them and {@link MemoryInFlightMetrics} derives from both; then
 * {@link TrustChecks} judges them. Metrics ({@code trial_metric}) and
 * trust flags ({@code trial.flags}, JSON) and the within-trial intervals of the metrics
 * ({@code trial_interval}, {@link WithinTrialIntervals}) are replaced together in one transaction, so summarising again (e.g.
 * after a fix in a contributor) never leaves a mix of old and new figures.
 */
@Service
public class TrialSummaryService {

    private static final TypeReference<List<TrustFlag>> FLAG_LIST = new TypeReference<>() {};

    private final TrialSecondRepository seconds;
    private final List<MetricContributor> contributors;
    private final TrustChecks trustChecks;
    private final TrialFlagWriter flagWriter;
    private final JdbcClient jdbc;
    private final TransactionTemplate transaction;

    public TrialSummaryService(
            TrialSecondRepository seconds,
            List<MetricContributor> contributors,
            TrustChecks trustChecks,
            TrialFlagWriter flagWriter,
            JdbcClient jdbc,
            PlatformTransactionManager transactions) {
        this.seconds = seconds;
        this.contributors = List.copyOf(contributors);
        this.trustChecks = trustChecks;
        this.flagWriter = flagWriter;
        this.jdbc = jdbc;
        this.transaction = new TransactionTemplate(transactions);
    }

    /**
     * Computes, stores and returns the trial's metrics, in {@link MetricNames#ALL} order (unknown names after).
     *
     * @param scenario the trial's scenario snapshot (trust checks compare the achieved rate with it)
     * @throws IllegalArgumentException if there is no trial with this id
     */
    public Map<String, Double> summarize(long trialId, Scenario scenario) {
        return summarize(trialId, scenario, Map.of());
    }

    /**
     * As {@link #summarize(long, Scenario)}, with figures measured outside the seconds (e.g. {@link
     * RunnerMetrics}) stored beside the computed ones and seen by the trust checks.
     */
    public Map<String, Double> summarize(long trialId, Scenario scenario, Map<String, Double> measuredElsewhere) {
        return summarize(trialId, scenario, measuredElsewhere, List.of());
    }

    /**
     * As {@link #summarize(long, Scenario, Map)}, with flags the trial raised itself before or during the run (the
     * host check's {@link FlagCode#HOST_LIMITS}, a {@link FlagCode#THREAD_KIND_MISMATCH}) beside those of the
     * trust checks.
     */
    public Map<String, Double> summarize(
            long trialId, Scenario scenario, Map<String, Double> measuredElsewhere, List<TrustFlag> runFlags) {
        return transaction.execute(status -> {
            List<TrialSecondRow> all = seconds.read(trialId);
            List<TrialSecondRow> measured =
                    all.stream().filter(row -> !row.warmup()).toList();
            Map<String, Double> computed = new HashMap<>(contribute(scenario, measured));
            WarmupMetrics.contribute(all, computed);
            computed.putAll(measuredElsewhere);
            computed.putAll(MemoryInFlightMetrics.perRequestInFlight(computed));
            Map<String, Double> metrics = ordered(computed);
            List<TrustFlag> flags = new java.util.ArrayList<>(trustChecks.evaluate(scenario, measured, metrics));
            flags.addAll(runFlags);

            if (!flagWriter.replaceFlags(trialId, flags)) {
                throw new IllegalArgumentException("no trial " + trialId);
            }
            forget(List.of(trialId));
            WithinTrialIntervals.of(measured, metrics, rows -> contribute(scenario, rows))
                    .forEach((name, interval) -> jdbc.sql(
                                    "INSERT INTO trial_interval (trial_id, name, low, high) VALUES (?, ?, ?, ?)")
                            .params(trialId, name, interval.low(), interval.high())
                            .update());
            metrics.forEach(
                    (name, value) -> jdbc.sql("INSERT INTO trial_metric (trial_id, name, value) VALUES (?, ?, ?)")
                            .params(trialId, name, value)
                            .update());
            return metrics;
        });
    }

    private Map<String, Double> contribute(Scenario scenario, List<TrialSecondRow> rows) {
        Map<String, Double> computed = new HashMap<>();
        contributors.forEach(contributor -> contributor.contribute(scenario, rows, computed));
        return computed;
    }

    /** Removes the stored metrics and intervals of these trials (they are to run again). */
    public void forget(List<Long> trialIds) {
        for (String table : List.of("trial_metric", "trial_interval")) {
            trialIds.forEach(id -> jdbc.sql("DELETE FROM " + table + " WHERE trial_id = ?")
                    .param(id)
                    .update());
        }
    }

    /** The stored metrics of a trial in {@link MetricNames#ALL} order; empty when it was never summarised. */
    public Map<String, Double> metrics(long trialId) {
        Map<String, Double> stored = new HashMap<>();
        jdbc.sql("SELECT name, value FROM trial_metric WHERE trial_id = ?")
                .param(trialId)
                .query(rs -> {
                    double value = rs.getDouble("value");
                    stored.put(rs.getString("name"), rs.wasNull() ? null : value);
                });
        return ordered(stored);
    }

    /** The stored within-trial intervals of a trial's metrics; empty when none were computed. */
    public Map<String, ConfidenceInterval> intervals(long trialId) {
        Map<String, ConfidenceInterval> intervals = new LinkedHashMap<>();
        jdbc.sql("SELECT name, low, high FROM trial_interval WHERE trial_id = ? ORDER BY name")
                .param(trialId)
                .query(rs -> {
                    intervals.put(rs.getString("name"), withinTrial(rs.getDouble("low"), rs.getDouble("high")));
                });
        return intervals;
    }

    /** A stored within-trial interval. */
    public static ConfidenceInterval withinTrial(double low, double high) {
        return new ConfidenceInterval(
                low, high, RepetitionStatistics.CONFIDENCE, ConfidenceInterval.Method.BATCH_MEANS);
    }

    /** The stored trust flags of a trial; empty when it raised none or was never summarised. */
    public List<TrustFlag> flags(long trialId) {
        List<String> stored = jdbc.sql("SELECT flags FROM trial WHERE id = ?")
                .param(trialId)
                .query((rs, n) -> rs.getString("flags"))
                .list();
        return stored.isEmpty() || stored.getFirst() == null
                ? List.of()
                : TrialSecondRepository.JSON.readValue(stored.getFirst(), FLAG_LIST);
    }

    /** Known names in results.csv order, then any others by name; non-finite values dropped. */
    public static Map<String, Double> ordered(Map<String, Double> metrics) {
        Map<String, Double> ordered = new LinkedHashMap<>();
        for (String name : MetricNames.KNOWN) {
            Double value = metrics.get(name);
            if (value != null && Double.isFinite(value)) {
                ordered.put(name, value);
            }
        }
        List<String> others = new ArrayList<>(metrics.keySet());
        others.removeAll(MetricNames.KNOWN);
        others.stream().sorted().forEach(name -> {
            Double value = metrics.get(name);
            if (value != null && Double.isFinite(value)) {
                ordered.put(name, value);
            }
        });
        return ordered;
    }
}
