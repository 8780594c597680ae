package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.DifferenceText;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Outcome;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The verdict's efficiency lines and the CLI's lines; the sentences of one scenario are {@link VerdictWording}'s. */
final class VerdictText {

    private VerdictText() {}

    /**
     * One efficiency figure's line. A memory figure says what was measured, per variant when they differ: the RSS of a
     * bare process, the cgroup memory of a container ({@code measuredAs}: variant to what its memory is).
     */
    static String efficiency(CellRanking cell, Map<String, String> measuredAs) {
        MetricInfo info = MetricCatalog.of(cell.metric());
        String label = info.shortLabel();
        boolean memory = cell.metric().startsWith("rss_sut_mib");
        List<String> kinds = cell.ranked().stream()
                .map(a -> measuredAs.getOrDefault(a.approach(), "RSS"))
                .distinct()
                .toList();
        if (memory) {
            label = label.substring(0, label.indexOf(':')) + (kinds.size() == 1 ? " " + kinds.getFirst() : "");
        }
        String values = cell.ranked().stream()
                .map(a -> a.approach() + " " + value(cell.metric(), a.value())
                        + (memory && kinds.size() > 1 ? " " + measuredAs.getOrDefault(a.approach(), "RSS") : ""))
                .collect(Collectors.joining(", "));
        boolean interval = cell.difference() != null && cell.difference().hasBasis();
        String judged = switch (cell.outcome()) {
            case WIN -> cell.best().approach() + " is leaner, " + DifferenceText.interval(cell);
            case EQUIVALENT ->
                "the same within " + cell.smallest().describe()
                        + (interval ? ": " + DifferenceText.interval(cell) : "");
            case INCONCLUSIVE ->
                "could not tell"
                        + (interval ? ": " + DifferenceText.interval(cell) + " still allows " + allowed(cell) : "");
            case NOT_ENOUGH_DATA -> "one repetition: not judged";
            case DOUBTFUL -> "doubtful: trials raised trust flags";
            default -> "not judged";
        };
        return label + ": " + values + " \u2014 " + judged + ".";
    }

    static List<String> lines(BenchmarkVerdict verdict) {
        List<String> lines = new ArrayList<>();
        for (ScenarioVerdict s : verdict.scenarios()) {
            lines.add(s.scenario() + " (" + s.loadShape() + "): " + s.question());
            if (s.recommendation() != null) {
                lines.add("  " + s.recommendation());
            }
            lines.add("  " + s.headline());
            if (!s.ranking().isEmpty() && s.outcome() != Outcome.NO_DATA) {
                lines.add("  Ranking: " + ranking(s));
            }
            for (Reason reason : s.againstOthers()) {
                lines.add("  Why " + reason.variant() + ": " + reason.text()
                        + (reason.trialId() == null ? "" : " [trial " + reason.trialId() + "]"));
            }
            for (Reason reason : s.winnersCosts()) {
                lines.add("  What " + reason.variant() + " gives up: " + reason.text());
            }
            s.efficiency().forEach(line -> lines.add("  " + line));
            s.advice().forEach(line -> lines.add("  Next: " + line));
        }
        return lines;
    }

    /** e.g. "1. loom-tomcat = webflux-netty  2. platform-tomcat"; unranked groups are listed by value. */
    static String ranking(ScenarioVerdict s) {
        boolean judged = s.outcome() == Outcome.WINNER
                || s.outcome() == Outcome.EQUIVALENT
                || s.outcome() == Outcome.INCONCLUSIVE;
        List<String> parts = new ArrayList<>();
        int place = 1;
        for (List<String> group : s.ranking()) {
            parts.add((judged ? place + ". " : "") + String.join(" = ", group));
            place += group.size();
        }
        return String.join(judged ? "  " : ", ", parts) + (judged ? "" : " (by value, not judged)");
    }

    /** "their ratio's 95 % interval is 0.99–1.01× (3 repetitions each)", or the difference's on the values. */
    static String ratioWords(CellRanking cell) {
        Difference d = cell.difference();
        if (d == null || !d.hasBasis()) {
            return "no interval: a variant has one repetition";
        }
        String repetitions =
                d.nA() == d.nB() ? d.nA() + " repetitions each" : d.nA() + " and " + d.nB() + " repetitions";
        if (d.scale() == Difference.Scale.RATIO) {
            return "their ratio's " + DifferenceText.level(d) + " interval is " + ValueFormat.format(d.low()) + "–"
                    + ValueFormat.format(d.high()) + "× (" + repetitions + ")";
        }
        return "their difference's " + DifferenceText.level(d) + " interval is " + ValueFormat.format(d.low()) + " to "
                + ValueFormat.format(d.high()) + " (" + repetitions + ")";
    }

    /** "a difference of up to 6 % and none": how far the interval reaches, against the smallest that matters. */
    static String allowed(CellRanking cell) {
        Difference d = cell.difference();
        if (d.scale() == Difference.Scale.RATIO) {
            double reach = Math.max(d.high(), 1 / d.low()) - 1;
            return "a difference of up to " + ValueFormat.format(reach * 100) + " % as well as one within "
                    + cell.smallest().describe();
        }
        double reach = Math.max(Math.abs(d.low()), Math.abs(d.high()));
        return "a difference of up to " + ValueFormat.format(reach) + " as well as one within "
                + cell.smallest().describe();
    }

    private static String value(String metric, double value) {
        return VerdictBuilder.value(metric, value);
    }
}
