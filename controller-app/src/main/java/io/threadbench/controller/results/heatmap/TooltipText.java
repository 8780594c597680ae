package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.ConfidenceInterval;
import io.threadbench.controller.metrics.RepetitionSummary;
import java.util.StringJoiner;

/** The multi-line tooltip of a cell: the verdict, then every approach's median, interval and n. */
final class TooltipText {

    private TooltipText() {}

    static String of(CellRanking cell) {
        StringJoiner lines = new StringJoiner("\n");
        lines.add(cell.metric() + " in " + cell.scenario() + " (" + direction(cell.higherIsBetter()) + ")");
        lines.add(verdict(cell));
        int place = 1;
        for (RankedApproach approach : cell.ranked()) {
            lines.add(place++ + ". " + approach.approach() + ": " + describe(approach));
        }
        if (!cell.missing().isEmpty()) {
            lines.add("no value: " + String.join(", ", cell.missing()));
        }
        return lines.toString();
    }

    static String direction(boolean higherIsBetter) {
        return higherIsBetter ? "higher is better" : "lower is better";
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
                        + best.approach() + "; count flagged trials to rank it)";
            case NO_WINNER ->
                second == null
                        ? "no winner: the only approach had request errors"
                        : "no winner: the best approaches had request errors";
            case TIE ->
                cell.lead() == 0
                        ? "tie: " + best.approach() + " and " + second.approach() + " have equal values"
                        : "tie: " + best.approach() + " and " + second.approach()
                                + " are within the noise (95 % intervals overlap, "
                                + cell.intervalBasis().label() + ")";
            case WIN ->
                second == null
                        ? "winner " + best.approach() + " (uncontested: no other approach has a value)"
                        : "winner " + best.approach() + ", " + leadText(cell);
        };
    }

    private static String leadText(CellRanking cell) {
        if (cell.second().errors()) {
            return "runner-up had request errors";
        }
        String lead = Double.isInfinite(cell.lead())
                ? "lead ∞ (runner-up is 0)"
                : "lead " + ValueFormat.percent(cell.lead() * 100);
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
            text.append(", request errors");
        }
        return text.append(')').toString();
    }
}
