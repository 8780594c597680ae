package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.PowerCalculator;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.CellRanker;
import io.threadbench.controller.results.heatmap.CellRanking;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What an A/B check found (DESIGN §8): the same variant ran as A and as B, B answering a known small share of the
 * scenario's delay later. Per scenario: whether the p50 latency cell crowned A (the difference was detected) with the
 * repetitions it had, and how many repetitions would separate them at the difference seen. Together with the A/A
 * check's tie share this says what a verdict means on this machine.
 */
public record AbResult(String metric, List<Line> lines) {

    public static final String METRIC = "latency_millis_p50";

    public AbResult {
        lines = List.copyOf(lines);
    }

    /**
     * One scenario.
     *
     * @param detected    the cell crowned A, the faster side
     * @param repetitions the repetitions each side had
     * @param needed      repetitions per side that find the observed difference with 80 % probability; null when
     *                    more than {@link PowerCalculator#MAX_REPETITIONS} or unknown
     * @param advice      the advice in a sentence (says which of the two when needed is null)
     */
    public record Line(
            String scenario,
            boolean detected,
            String outcome,
            double valueA,
            double valueB,
            int repetitions,
            Integer needed,
            String advice) {

        public String text() {
            String difference = String.format(Locale.ROOT, "p50 %.2f ms against %.2f ms", valueA, valueB);
            if (detected) {
                return scenario + ": detected at " + repetitions + " repetition" + (repetitions == 1 ? "" : "s") + " ("
                        + difference + ")";
            }
            return scenario + ": not detected at " + repetitions + " repetition" + (repetitions == 1 ? "" : "s") + " ("
                    + outcome + ", " + difference + "); " + advice;
        }
    }

    /** The A/B result of a benchmark whose labels are A then B. */
    public static AbResult of(BenchmarkResults results, String labelA, String labelB) {
        return of(results.metricTable(), labelA, labelB);
    }

    /** The A/B result of a metric table whose columns are A and B. */
    public static AbResult of(MetricTable table, String labelA, String labelB) {
        List<RepetitionAdvice> advice = RepetitionAdvisor.advise(table);
        List<Line> lines = new ArrayList<>();
        for (String scenario : table.scenarios()) {
            CellRanking cell = CellRanker.rank(table, METRIC, scenario, List.of(labelA, labelB), true);
            if (cell.ranked().size() < 2) {
                continue;
            }
            boolean detected = cell.outcome() == CellOutcome.WIN && labelA.equals(cell.winner());
            double a = cell.best().approach().equals(labelA)
                    ? cell.best().value()
                    : cell.second().value();
            double b = cell.best().approach().equals(labelB)
                    ? cell.best().value()
                    : cell.second().value();
            RepetitionAdvice advised = advice.stream()
                    .filter(x -> x.scenario().equals(scenario) && x.metric().equals(METRIC))
                    .findFirst()
                    .orElse(null);
            lines.add(new Line(
                    scenario,
                    detected,
                    cell.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' '),
                    a,
                    b,
                    Math.min(cell.best().summary().n(), cell.second().summary().n()),
                    advised == null ? null : advised.needed(),
                    advised == null ? "no advice: a side had request errors" : advised.text()));
        }
        return new AbResult(METRIC, lines);
    }

    /** e.g. {@code detected in 1 of 2 scenarios}. */
    public String summary() {
        long detected = lines.stream().filter(Line::detected).count();
        return "the +2 % delay was detected in " + detected + " of " + lines.size() + " scenario"
                + (lines.size() == 1 ? "" : "s") + " (" + metric + ")";
    }
}
