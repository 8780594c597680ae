package io.threadbench.controller.results.trend;

import io.threadbench.controller.metrics.ConfidenceInterval;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.RepetitionSummary;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.telemetry.EnvironmentFingerprint;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * Builds the trend of a scenario × approach (ids as stored in {@code trial}) from every benchmark that has a
 * successful trial of it, oldest first; each point is the cell's value as the heatmap shows it.
 */
@Service
public class TrendService {

    /** A scenario × approach that has results, for pickers and links. */
    public record Cell(String scenario, String approach) {}

    private record BenchmarkRow(long id, String name, Instant createdAt) {}

    private final JdbcClient jdbc;
    private final ResultsService results;

    public TrendService(JdbcClient jdbc, ResultsService results) {
        this.jdbc = jdbc;
        this.results = results;
    }

    /**
     * Every scenario × approach with at least one successful trial, by scenario then approach; the two halves of an A/A
     * or A/B check ({@code LABEL-a} beside {@code LABEL-b} in one benchmark) are a noise check, not approaches.
     */
    public List<Cell> cells() {
        return jdbc.sql(
                        "SELECT DISTINCT scenario_name, approach FROM trial t WHERE status = 'SUCCEEDED' AND NOT EXISTS "
                                + "(SELECT 1 FROM trial o WHERE o.benchmark_id = t.benchmark_id AND length(t.approach) > 2 "
                                + "AND ((t.approach LIKE '%-a' AND o.approach = substr(t.approach, 1, length(t.approach) - 2)"
                                + " || '-b') OR (t.approach LIKE '%-b' AND o.approach = substr(t.approach, 1,"
                                + " length(t.approach) - 2) || '-a'))) "
                                + "ORDER BY scenario_name, approach")
                .query((rs, n) -> new Cell(rs.getString("scenario_name"), rs.getString("approach")))
                .list();
    }

    /** The trend, or empty when no benchmark has a counting trial of the cell. */
    public Optional<Trend> trend(String scenario, String approach) {
        List<BenchmarkRow> benchmarks = jdbc.sql("SELECT id, name, created_at FROM benchmark b WHERE EXISTS (SELECT 1 "
                        + "FROM trial t WHERE t.benchmark_id = b.id AND t.scenario_name = ? AND t.approach = ? "
                        + "AND t.status = 'SUCCEEDED') ORDER BY created_at, id")
                .params(scenario, approach)
                .query((rs, n) -> new BenchmarkRow(
                        rs.getLong("id"), rs.getString("name"), Instant.ofEpochMilli(rs.getLong("created_at"))))
                .list();
        List<List<TrendPoint>> points = new ArrayList<>();
        MetricNames.HEADLINE.forEach(metric -> points.add(new ArrayList<>()));
        List<String> environmentChanges = new ArrayList<>();
        EnvironmentFingerprint previous = null;
        long previousId = -1;
        for (BenchmarkRow benchmark : benchmarks) {
            BenchmarkResults stored = results.ofBenchmark(benchmark.id()).orElse(null);
            if (stored == null || stored.cell(scenario, approach).isEmpty()) {
                continue; // a trial succeeded but is partial or was never summarised
            }
            EnvironmentFingerprint environment =
                    results.environment(benchmark.id()).orElse(null);
            if (previous != null && environment != null) {
                List<String> differences = previous.differencesTo(environment);
                if (!differences.isEmpty()) {
                    environmentChanges.add(
                            "#" + benchmark.id() + " (after #" + previousId + "): " + String.join("; ", differences));
                }
            }
            if (environment != null) {
                previous = environment;
                previousId = benchmark.id();
            }
            MetricTable.Builder builder = MetricTable.builder();
            stored.cell(scenario, approach).forEach(trial -> trial.addTo(builder));
            MetricTable table = builder.build();
            for (int m = 0; m < MetricNames.HEADLINE.size(); m++) {
                String metric = MetricNames.HEADLINE.get(m);
                if (!table.finiteValues(scenario, approach, metric).isEmpty()) {
                    points.get(m).add(point(benchmark, table.summary(scenario, approach, metric)));
                }
            }
        }
        if (points.stream().allMatch(List::isEmpty)) {
            return Optional.empty();
        }
        List<MetricTrend> metrics = new ArrayList<>();
        for (int m = 0; m < MetricNames.HEADLINE.size(); m++) {
            String metric = MetricNames.HEADLINE.get(m);
            List<TrendPoint> history = points.get(m);
            boolean higherIsBetter = MetricCatalog.of(metric).higherIsBetter();
            metrics.add(new MetricTrend(
                    metric,
                    higherIsBetter,
                    history,
                    ChangePointDetector.detect(
                            history.stream().map(TrendPoint::value).toList(),
                            history.stream().map(TrendPoint::benchmarkId).toList(),
                            higherIsBetter)));
        }
        return Optional.of(new Trend(scenario, approach, metrics, environmentChanges));
    }

    private static TrendPoint point(BenchmarkRow benchmark, RepetitionSummary summary) {
        ConfidenceInterval interval = summary.interval();
        return new TrendPoint(
                benchmark.id(),
                benchmark.name(),
                benchmark.createdAt(),
                summary.median(),
                interval == null ? null : interval.low(),
                interval == null ? null : interval.high(),
                summary.n(),
                interval == null
                        ? null
                        : interval.method().withinTrial() ? "within-trial batch means" : "between repetitions");
    }
}
