package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.ConfidenceInterval;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.metrics.RepetitionSummary;
import java.util.StringJoiner;

/** The multi-line tooltip of a cell: the verdict, then every approach's median, interval and n. */
final class TooltipText {

    private TooltipText() {}

    static String of(CellRanking cell) {
        StringJoiner lines = new StringJoiner("\n");
        MetricInfo info = MetricCatalog.of(cell.metric());
        lines.add(info.label() + " in " + cell.scenario() + " ("
                + info.direction().words() + "; " + cell.metric() + ")");
        lines.add(verdict(cell));
        for (int i = 0; i < cell.ranked().size(); i++) {
            int rank = cell.rank(i);
            lines.add((rank == 0 ? "· " : rank + ". ") + cell.ranked().get(i).approach() + ": "
                    + describe(cell.ranked().get(i)));
        }
        if (!cell.missing().isEmpty()) {
            lines.add("no value: " + String.join(", ", cell.missing()));
        }
        return lines.toString();
    }

    static String valueText(RankedApproach approach) {
        return ValueFormat.format(approach.value()) + (approach.errors() ? " E" : "");
    }

    private static String verdict(CellRanking cell) {
        RankedApproach best = cell.best();
        RankedApproach second = cell.second();
        return switch (cell.outcome()) {
            case EMPTY -> "no values";
            case DOUBTFUL ->
                "doubtful: trials of this cell raised trust flags (or the winner is a SUT that fell behind"
                        + " the requested rate), so no winner is crowned (best value: "
                        + best.approach() + "; tick \"Count flagged trials\" to rank it)";
            case NOT_ENOUGH_DATA ->
                "not enough data: " + best.approach() + " looks best, but a variant with one repetition shows no"
                        + " run-to-run noise; run 2 or more repetitions (3 recommended) to judge it";
            case NO_WINNER ->
                second == null
                        ? "no winner: the only approach failed 1 % of its requests or more"
                        : "no winner: the best approaches failed 1 % of their requests or more";
            case EQUIVALENT ->
                "the same: " + best.approach() + " and " + second.approach() + " are within "
                        + cell.smallest().describe() + " (" + DifferenceText.interval(cell) + ")";
            case INCONCLUSIVE ->
                "could not tell " + best.approach() + " and " + second.approach() + " apart: "
                        + DifferenceText.interval(cell) + " still allows a difference beyond "
                        + cell.smallest().describe() + " and none";
            case WIN ->
                second == null
                        ? "winner " + best.approach() + " (uncontested: no other approach has a value)"
                        : "winner " + best.approach() + ", " + leadText(cell);
        };
    }

    private static String leadText(CellRanking cell) {
        String lead = Double.isInfinite(cell.lead())
                ? "the runner-up's value is 0"
                : DifferenceText.interval(cell, cell.higherIsBetter() ? "higher" : "lower");
        return cell.negligible() ? lead + ", negligible" : lead;
    }

    private static String describe(RankedApproach approach) {
        RepetitionSummary summary = approach.summary();
        StringBuilder text = new StringBuilder(valueText(approach)).append(" (");
        if (summary.hasInterval()) {
            ConfidenceInterval ci = summary.interval();
            text.append("median, ")
                    .append(ValueFormat.format(ci.coverage() * 100))
                    .append(ci.method().withinTrial() ? " % CI (within-trial) " : " % CI ")
                    .append(ValueFormat.format(ci.low()))
                    .append(" – ")
                    .append(ValueFormat.format(ci.high()))
                    .append(", ");
        }
        text.append("n=").append(summary.n());
        if (approach.errors()) {
            text.append(", fails 1 % of requests or more");
        }
        return text.append(')').toString();
    }
}
