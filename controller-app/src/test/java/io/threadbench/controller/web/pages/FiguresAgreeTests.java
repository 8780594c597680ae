package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.Heatmap;
import io.threadbench.controller.results.heatmap.HeatmapBuilder;
import io.threadbench.controller.results.heatmap.HeatmapCell;
import io.threadbench.controller.results.heatmap.HeatmapOptions;
import io.threadbench.controller.results.heatmap.SummaryMarks.Mark;
import io.threadbench.controller.results.verdict.RepetitionAdvice;
import io.threadbench.controller.results.verdict.RepetitionAdvisor;
import io.threadbench.controller.results.verdict.ScenarioVerdict;
import io.threadbench.controller.results.verdict.VerdictBuilder;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One run's figures read the same wherever they are shown (issue 38): the verdict quotes the medians of the summary
 * table and the heatmap, and its factor is theirs. A page once printed "1.44×" beside 9.56 ms and 6.83 ms (1.40), and
 * bolded a "best" its heatmap called a tie.
 */
class FiguresAgreeTests {

    private static final Scenario RATE = ScenarioCodec.fromJson("""
            {"name": "rate", "workload": "epoch-millis", "loadShape": "constant-rate", "vus": 50, "rps": 100,
             "delayMillis": 5, "warmupSeconds": 1, "durationSeconds": 10}""");

    /**
     * Repetitions whose medians (6.83, 9.56 ms) are not their geometric means (6.91, 9.47 ms): a factor from the
     * latter would read 1.37×, not the 1.4× of the values shown.
     */
    private static BenchmarkResults results() {
        List<TrialResult> trials = new ArrayList<>();
        long id = 1;
        Variant loom = Variant.builtin(Approach.LOOM_TOMCAT, null);
        Variant platform = Variant.builtin(Approach.PLATFORM_TOMCAT, null);
        double[] loomP99 = {6.51, 6.83, 7.40};
        double[] platformP99 = {8.90, 9.56, 9.97};
        for (int r = 0; r < 3; r++) {
            trials.add(trial(id++, loom, r + 1, loomP99[r], 1000 - r));
            trials.add(trial(id++, platform, r + 1, platformP99[r], 990 - r));
        }
        return new BenchmarkResults(
                1, "agree", RunStatus.SUCCEEDED, List.of("rate"), List.of("loom-tomcat", "platform-tomcat"), trials);
    }

    private static TrialResult trial(long id, Variant variant, int repetition, double p99, double answered) {
        Map<String, Double> metrics = Map.of(
                "latency_millis_p99",
                p99,
                "latency_millis_p50",
                5.2,
                "requests_ok",
                answered,
                // 11 measured seconds: answers still came in the second after the load's end
                "requests_per_second_mean",
                answered / 11,
                "requests_error",
                0.0,
                "error_rate_percent",
                0.0);
        return new TrialResult(
                id,
                "rate",
                variant.label(),
                repetition,
                RunStatus.SUCCEEDED,
                false,
                null,
                List.of(),
                metrics,
                Map.of(),
                RATE,
                variant);
    }

    @Test
    void theVerdictQuotesTheSummaryAndHeatmapFiguresAndTheirFactor() {
        BenchmarkResults results = results();

        ScenarioVerdict verdict =
                VerdictBuilder.of(results, Map.of()).scenarios().getFirst();
        SummaryTable summary = SummaryTable.of(results).getFirst();
        SummaryTable.Row p99 = summary.rows().stream()
                .filter(row -> row.metric().equals("latency_millis_p99"))
                .findFirst()
                .orElseThrow();
        HeatmapCell cell = HeatmapBuilder.build(results.metricTable(), HeatmapOptions.all())
                .cell("latency_millis_p99", "rate");
        RepetitionAdvice advice = RepetitionAdvisor.advise(results.metricTable()).stream()
                .filter(a -> a.metric().equals("latency_millis_p99"))
                .findFirst()
                .orElseThrow();

        assertThat(p99.values()).containsExactly("6.83", "9.56");
        assertThat(cell.primary().text()).isEqualTo("6.83");
        assertThat(cell.secondary().text()).isEqualTo("9.56");
        assertThat(verdict.decidedBy().metric()).isEqualTo("latency_millis_p99");
        assertThat(verdict.headline())
                .contains("p99 latency 6.83 ms against 9.56 ms for a 200-thread pool on Tomcat (platform-tomcat)")
                .contains("1.4× lower");
        assertThat(verdict.recommendation()).contains("p99 latency 6.83 ms against 9.56 ms");
        assertThat(cell.tooltip()).contains("1.4×");
        assertThat(advice.factorText()).isEqualTo("1.4×");
        // the throughput quoted is the summary's mean rate over the measured seconds, not requests / duration
        assertThat(summary.rows().stream().filter(row -> row.metric().equals("requests_per_second_mean")))
                .singleElement()
                .satisfies(row -> assertThat(row.values()).containsExactly("90.8", "89.9"));
        assertThat(verdict.recommendation()).endsWith("; throughput 90.8 req/s against 89.9 req/s.");
    }

    @Test
    void theSummaryMarksOnlyWhatTheHeatmapJudgesAndShowsItsTiesAsTies() {
        BenchmarkResults results = results();

        SummaryTable summary = SummaryTable.of(results).getFirst();
        Heatmap heatmap = HeatmapBuilder.build(results.metricTable(), HeatmapOptions.all());

        for (SummaryTable.Row row : summary.rows()) {
            if (!row.ranked()) {
                assertThat(row.marks()).as(row.metric()).containsOnly(Mark.NONE);
                continue;
            }
            CellRanking cell = heatmap.cell(row.metric(), "rate").ranking();
            List<Mark> expected = summary.columns().stream()
                    .map(column -> cell.outcome() == CellOutcome.WIN
                                    && column.approach().equals(cell.winner())
                            ? Mark.BEST
                            : cell.outcome() == CellOutcome.EQUIVALENT
                                            && cell.leaders().contains(column.approach())
                                    ? Mark.SAME
                                    : Mark.NONE)
                    .toList();
            assertThat(row.marks()).as(row.metric()).isEqualTo(expected);
        }
        SummaryTable.Row p99 = row(summary, "latency_millis_p99");
        assertThat(p99.marks()).containsExactly(Mark.BEST, Mark.NONE);
        assertThat(p99.outcome()).isEqualTo("loom-tomcat");
        // 90.8 against 89.9 req/s reads better by value, but 1 % is within the smallest difference that matters (2 %):
        // the heatmap names no winner, so the summary bolds none
        SummaryTable.Row throughput = row(summary, "requests_per_second_mean");
        assertThat(throughput.values()).containsExactly("90.8", "89.9");
        assertThat(throughput.marks()).doesNotContain(Mark.BEST);
        assertThat(throughput.outcome()).isIn("the same", "could not tell");
        // both p50s read 5.2 in every repetition: the same, marked as a tie on both sides
        SummaryTable.Row p50 = row(summary, "latency_millis_p50");
        assertThat(p50.marks()).containsExactly(Mark.SAME, Mark.SAME);
        assertThat(p50.outcome()).isEqualTo("the same");
    }

    private static SummaryTable.Row row(SummaryTable summary, String metric) {
        return summary.rows().stream()
                .filter(row -> row.metric().equals(metric))
                .findFirst()
                .orElseThrow();
    }
}
