package io.threadbench.controller.results;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.DifferenceTest;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.sqlite.SQLiteDataSource;

/**
 * Cross-check of two load generators on the same SUT (issue 41), read like an A/A: two benchmarks of the same
 * scenarios and approaches, one with {@code --load-generator k6} and one with {@code --load-generator vegeta}; for every
 * scenario × approach it prints p50, p99 and requests/s of each (medians of the repetitions) and the ratio
 * vegeta / k6 with its 95 % interval (Welch on the logs of the repetitions, the heatmap's own test), and the trust
 * flags the trials raised.
 *
 * <p>{@code ./threadbench bench generators DB K6_BENCHMARK_ID VEGETA_BENCHMARK_ID}
 */
public final class GeneratorCrossCheck {

    private GeneratorCrossCheck() {}

    public static void main(String[] args) {
        SQLiteDataSource sqlite = new SQLiteDataSource();
        sqlite.setUrl("jdbc:sqlite:" + Path.of(args[0]).toAbsolutePath());
        sqlite.setReadOnly(true);
        ResultsService results = new ResultsService(JdbcClient.create(sqlite));
        BenchmarkResults k6 = read(results, Long.parseLong(args[1]));
        BenchmarkResults vegeta = read(results, Long.parseLong(args[2]));
        System.out.printf(
                Locale.ROOT,
                "k6: benchmark #%d %s; vegeta: benchmark #%d %s%n",
                k6.id(),
                k6.name(),
                vegeta.id(),
                vegeta.name());
        for (String scenario : vegeta.scenarios()) {
            for (String approach : vegeta.approaches()) {
                List<TrialResult> a = vegeta.cell(scenario, approach);
                List<TrialResult> b = k6.cell(scenario, approach);
                System.out.printf(
                        Locale.ROOT,
                        "%s × %s (%d repetitions with vegeta, %d with k6)%n",
                        scenario,
                        approach,
                        a.size(),
                        b.size());
                for (String metric : MetricNames.HEADLINE) {
                    List<Double> withVegeta = values(a, metric);
                    List<Double> withK6 = values(b, metric);
                    Difference d = DifferenceTest.compare(withVegeta, withK6);
                    System.out.printf(
                            Locale.ROOT,
                            "  %-24s k6 %9.2f  vegeta %9.2f  vegeta/k6 %s%n",
                            metric,
                            median(withK6),
                            median(withVegeta),
                            d.scale() == Difference.Scale.RATIO
                                    ? String.format(
                                            Locale.ROOT,
                                            "%.3f× (95 %% interval %.3f–%.3f×)",
                                            d.estimate(),
                                            d.low(),
                                            d.high())
                                    : "no interval (" + d.scale() + ")");
                }
                System.out.println("  flags: k6 " + flags(b) + ", vegeta " + flags(a));
            }
        }
    }

    private static BenchmarkResults read(ResultsService results, long id) {
        return results.ofBenchmark(id).orElseThrow(() -> new IllegalArgumentException("no benchmark " + id));
    }

    private static List<Double> values(List<TrialResult> trials, String metric) {
        return trials.stream()
                .map(trial -> trial.metrics().get(metric))
                .filter(value -> value != null && Double.isFinite(value))
                .toList();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n == 0 ? Double.NaN : n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static List<String> flags(List<TrialResult> trials) {
        return trials.stream()
                .flatMap(trial -> trial.flags().stream().map(flag -> flag.code()))
                .distinct()
                .toList();
    }
}
