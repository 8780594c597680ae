package io.threadbench.controller.results;

import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.Heatmap;
import io.threadbench.controller.results.heatmap.HeatmapBuilder;
import io.threadbench.controller.results.heatmap.HeatmapCell;
import io.threadbench.controller.results.heatmap.HeatmapOptions;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.sqlite.SQLiteDataSource;

/**
 * A/A check of the tie rule (issue 6) on a real benchmark: one approach run with an even number of repetitions
 * is split into two labels (odd and even repetitions, which the engine interleaves with the other cells), and
 * the heatmap of the two labels is computed. Identical setups should come out as ties on most latency metrics.
 *
 * <p>Run a benchmark first, e.g. {@code THREADBENCH_HOME=/tmp/aa/home ./threadbench run --scenarios
 * smoketest,light-epoch-millis --approaches loom-tomcat --repetitions 6 --out /tmp/aa/out}, then
 * {@code ./threadbench bench aa /tmp/aa/home/threadbench.db [BENCHMARK_ID]} (default: the newest benchmark).
 */
public final class AaTieCheck {

    private AaTieCheck() {}

    public static void main(String[] args) {
        SQLiteDataSource sqlite = new SQLiteDataSource();
        sqlite.setUrl("jdbc:sqlite:" + Path.of(args[0]).toAbsolutePath());
        sqlite.setReadOnly(true);
        JdbcClient jdbc = JdbcClient.create(sqlite);
        long id = args.length > 1
                ? Long.parseLong(args[1])
                : jdbc.sql("SELECT MAX(id) FROM benchmark").query(Long.class).single();
        BenchmarkResults benchmark = new ResultsService(jdbc)
                .ofBenchmark(id)
                .orElseThrow(() -> new IllegalArgumentException("no benchmark " + id));

        MetricTable.Builder table = MetricTable.builder();
        for (String scenario : benchmark.scenarios()) {
            for (String approach : benchmark.approaches()) {
                for (TrialResult trial : benchmark.cell(scenario, approach)) {
                    String label = approach + (trial.repetition() % 2 == 1 ? "-odd" : "-even");
                    table.addRepetition(scenario, label, trial.metrics());
                }
            }
        }
        MetricTable split = table.build();
        List<String> latency = split.metrics().stream()
                .filter(m -> m.startsWith("latency_millis_"))
                .toList();
        System.out.printf(
                Locale.ROOT,
                "benchmark #%d %s: %d scenarios, approaches %s, repetitions split odd/even%n",
                benchmark.id(),
                benchmark.name(),
                benchmark.scenarios().size(),
                benchmark.approaches());
        report(
                "latency metrics",
                HeatmapBuilder.build(split, HeatmapOptions.all().withMetrics(latency)));
        report("all metrics", HeatmapBuilder.build(split, HeatmapOptions.all()));
    }

    private static void report(String what, Heatmap heatmap) {
        Map<CellOutcome, Integer> counts = new EnumMap<>(CellOutcome.class);
        heatmap.rows()
                .forEach(row ->
                        row.cells().forEach(cell -> counts.merge(cell.ranking().outcome(), 1, Integer::sum)));
        int rated = heatmap.legend().ratedCells();
        System.out.printf(
                Locale.ROOT,
                "%s: %d rated cells, %d the same, %d could not tell (%.1f %% not won), %d wins, %d no winner%n",
                what,
                rated,
                counts.getOrDefault(CellOutcome.EQUIVALENT, 0),
                counts.getOrDefault(CellOutcome.INCONCLUSIVE, 0),
                heatmap.legend().equivalentSharePercent() + heatmap.legend().inconclusiveSharePercent(),
                counts.getOrDefault(CellOutcome.WIN, 0),
                counts.getOrDefault(CellOutcome.NO_WINNER, 0));
        for (var row : heatmap.rows()) {
            for (HeatmapCell cell : row.cells()) {
                if (cell.ranking().outcome() == CellOutcome.WIN) {
                    System.out.printf(
                            Locale.ROOT,
                            "  win: %s in %s by %s (lead %.1f %%)%n",
                            cell.ranking().metric(),
                            cell.ranking().scenario(),
                            cell.ranking().winner(),
                            cell.ranking().lead() * 100);
                }
            }
        }
    }
}
