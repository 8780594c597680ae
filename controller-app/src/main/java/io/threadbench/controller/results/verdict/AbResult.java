package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.PowerCalculator;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.CellRanker;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.ValueFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What an A/B check found (DESIGN §8): the same variant ran as A and as B, B answering a known small share of the
 * scenario's delay later. Per scenario: whether the p50 latency cell crowned A (the difference was detected) with the
 * repetitions it had, and how many repetitions would separate them at the difference seen. Together with the A/A
 * check's tie share this says what a verdict means on this machine.
 */
public record AbResult(String metric, String labelA, String labelB, List<Line> lines) {

    public static final String METRIC = "latency_millis_p50";

    /** The metric in words ("p50 latency"). */
    static final String LABEL = MetricCatalog.of(METRIC).shortLabel();

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
            String labelA,
            String labelB,
            boolean detected,
            String outcome,
            double valueA,
            double valueB,
            int repetitions,
            Integer needed,
            String advice) {

        /**
         * e.g. "s: detected at 3 repetitions: p50 latency 100 ms for x-a against 105 ms for x-b, x-b 5.0 % slower";
         * when not detected, the outcome in words and the advice follow.
         */
        public String text() {
            String measured = LABEL + " " + ValueFormat.format(valueA) + " ms for " + labelA + " against "
                    + ValueFormat.format(valueB) + " ms for " + labelB + ", " + difference();
            String at = repetitions + " repetition" + (repetitions == 1 ? "" : "s");
            if (detected) {
                return scenario + ": detected at " + at + ": " + measured;
            }
            return scenario + ": not detected at " + at + " (" + outcome + "): " + measured + "; " + advice;
        }

        /** B's p50 against A's in words: "x-b 5.0 % slower", "x-b 0.4 % faster", "x-b the same". */
        public String difference() {
            double percent = (valueB - valueA) / valueA * 100;
            if (valueA <= 0 || !Double.isFinite(percent)) {
                return labelB + " " + ValueFormat.format(Math.abs(valueB - valueA)) + " ms "
                        + (valueB >= valueA ? "slower" : "faster");
            }
            String size = String.format(Locale.ROOT, "%.1f %%", Math.abs(percent));
            return size.equals("0.0 %")
                    ? labelB + " the same to 0.1 %"
                    : labelB + " " + size + (percent > 0 ? " slower" : " faster");
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
                    labelA,
                    labelB,
                    detected,
                    words(cell.outcome()),
                    a,
                    b,
                    Math.min(cell.best().summary().n(), cell.second().summary().n()),
                    advised == null ? null : advised.needed(),
                    advised == null ? "no advice: a side had request errors" : advised.text()));
        }
        return new AbResult(METRIC, labelA, labelB, lines);
    }

    /** The cell's outcome as the line says it: "could not tell", "the same within the smallest difference", … */
    private static String words(CellOutcome outcome) {
        return switch (outcome) {
            case WIN -> "a winner";
            case EQUIVALENT -> "the same within the smallest difference that matters";
            case INCONCLUSIVE -> "could not tell";
            case NOT_ENOUGH_DATA -> "one repetition: not judged";
            case NO_WINNER -> "request errors";
            case DOUBTFUL -> "doubtful: trust flags";
            case EMPTY -> "no values";
        };
    }

    /**
     * What was measured and whether it was found, e.g. "p50 latency: x-b 2.1 % slower in smoketest, x-b 0.4 % faster
     * in light-requests; detected in 1 of 2 scenarios".
     */
    public String summary() {
        long detected = lines.stream().filter(Line::detected).count();
        String measured = lines.stream()
                .map(line -> line.difference() + (lines.size() == 1 ? "" : " in " + line.scenario()))
                .collect(Collectors.joining(", "));
        return LABEL + ": " + (lines.isEmpty() ? "no scenario compared" : measured) + "; detected in " + detected
                + " of " + lines.size() + " scenario" + (lines.size() == 1 ? "" : "s");
    }
}
