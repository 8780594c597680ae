package io.threadbench.controller.results.charts;

import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.charts.VariantSeries.ChartSecond;
import io.threadbench.controller.seconds.LatencyPercentiles;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.JfrSecond;
import io.threadbench.controller.telemetry.TelemetrySample;
import io.threadbench.controller.variant.VariantName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.springframework.stereotype.Service;

/**
 * Builds the compare-variants charts of a benchmark (DESIGN §9): per scenario, each variant's representative trial
 * (the repetition with the median p99, so neither its best nor its worst run stands for it) second by second, and its
 * latency distribution from the histograms of every counted trial's measured seconds, merged.
 */
@Service
public class VariantChartsService {

    /** The percentiles of the distribution chart: dense where the tail is read (HdrHistogram's percentile plot). */
    static final double[] PERCENTILES = {
        0, 10, 20, 30, 40, 50, 60, 70, 75, 80, 85, 90, 92.5, 95, 96.875, 98, 99, 99.5, 99.7, 99.8, 99.9, 99.95, 99.97,
        99.99
    };

    private final ResultsService results;
    private final TrialSecondRepository seconds;

    VariantChartsService(ResultsService results, TrialSecondRepository seconds) {
        this.results = results;
        this.seconds = seconds;
    }

    /** Every scenario with at least one counted trial; empty for an unknown benchmark. */
    public List<ScenarioCharts> of(long benchmarkId) {
        return results.ofBenchmark(benchmarkId).map(this::of).orElse(List.of());
    }

    private List<ScenarioCharts> of(BenchmarkResults stored) {
        List<ScenarioCharts> scenarios = new ArrayList<>();
        for (String scenario : stored.scenarios()) {
            List<VariantSeries> variants = new ArrayList<>();
            for (String label : stored.approaches()) {
                List<TrialResult> cell = stored.cell(scenario, label);
                if (!cell.isEmpty()) {
                    variants.add(series(label, cell));
                }
            }
            if (!variants.isEmpty()) {
                scenarios.add(new ScenarioCharts(scenario, variants));
            }
        }
        return scenarios;
    }

    private VariantSeries series(String label, List<TrialResult> cell) {
        TrialResult shown = medianP99(cell);
        Histogram merged = null;
        List<ChartSecond> drawn = List.of();
        for (TrialResult trial : cell) {
            List<TrialSecondRow> rows = seconds.read(trial.trialId()).stream()
                    .filter(r -> !r.warmup())
                    .toList();
            for (TrialSecondRow row : rows) {
                if (row.histogram() != null && row.histogram().getTotalCount() > 0) {
                    if (merged == null) {
                        merged = new Histogram(row.histogram().getNumberOfSignificantValueDigits());
                    }
                    merged.add(row.histogram());
                }
            }
            if (trial == shown) {
                drawn = rows.stream().map(VariantChartsService::second).toList();
            }
        }
        List<double[]> percentiles = new ArrayList<>();
        if (merged != null) {
            double[] micros = LatencyPercentiles.microsAt(merged, PERCENTILES);
            for (int i = 0; i < PERCENTILES.length; i++) {
                percentiles.add(new double[] {PERCENTILES[i], micros[i] / 1000});
            }
        }
        return new VariantSeries(
                label,
                shown.variant() == null ? label : VariantName.of(shown.variant(), shown.snapshot()),
                shown.variant() == null ? null : shown.variant().expectedThreadKind(),
                shown.trialId(),
                shown.repetition(),
                cell.size(),
                drawn,
                percentiles);
    }

    /** The repetition whose p99 is the (lower) median of the cell's; the first when none has a p99. */
    static TrialResult medianP99(List<TrialResult> cell) {
        List<TrialResult> byP99 = cell.stream()
                .filter(t -> t.metrics().get("latency_millis_p99") != null)
                .sorted(Comparator.comparingDouble(t -> t.metrics().get("latency_millis_p99")))
                .toList();
        return byP99.isEmpty() ? cell.getFirst() : byP99.get((byP99.size() - 1) / 2);
    }

    private static ChartSecond second(TrialSecondRow row) {
        LatencyPercentiles latency = row.histogram() == null || row.histogram().getTotalCount() == 0
                ? null
                : LatencyPercentiles.of(row.histogram());
        TelemetrySample t = row.telemetry();
        JfrSecond jfr = t == null ? null : t.jfr();
        Integer mounted = t == null ? null : t.jvm().virtualThreadsMounted();
        Integer queued = t == null ? null : t.jvm().virtualThreadsQueued();
        return new ChartSecond(
                row.second(),
                latency == null ? null : latency.p50Millis(),
                latency == null ? null : latency.p99Millis(),
                row.requestsOk(),
                row.requestsError(),
                t == null ? null : t.processes().sutCpuPercent(),
                t == null ? null : t.processes().sutRssMib(),
                t == null ? null : t.jvm().heapUsedMib(),
                t == null ? null : t.jvm().platformThreads(),
                mounted == null && queued == null
                        ? null
                        : (mounted == null ? 0 : mounted) + (queued == null ? 0 : queued),
                jfr == null ? null : jfr.gcPauseMillisMax(),
                jfr == null ? null : jfr.pinnedMillisMax());
    }
}
