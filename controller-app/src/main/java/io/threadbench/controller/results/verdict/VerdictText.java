package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.DifferenceText;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Comparison;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Outcome;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The verdict in plain words: the headline sentence, efficiency lines and the CLI's lines. */
final class VerdictText {

    private VerdictText() {}

    static String headline(Outcome outcome, CellRanking cell, Comparison c, DecidingFigures figures) {
        MetricInfo info = MetricCatalog.of(cell.metric());
        return switch (outcome) {
            case WINNER -> {
                if (c.metric().equals(VerdictBuilder.ERROR_RATE)) {
                    yield c.first() + " wins on errors: " + c.second() + " failed " + value(c.metric(), c.secondValue())
                            + " of its requests against " + value(c.metric(), c.firstValue()) + " for " + c.first()
                            + " (" + DifferenceText.interval(cell.difference()) + " percentage points).";
                }
                yield c.first() + " wins: " + against(info, c) + ", " + factor(info, c) + " ("
                        + DifferenceText.ratioInterval(cell.difference()) + ", " + repetitions(c) + ").";
            }
            case EQUIVALENT ->
                "The same within " + c.smallestDifference() + ": " + leaders(cell) + " on "
                        + figures.metrics().stream()
                                .map(m -> MetricCatalog.of(m).shortLabel())
                                .collect(Collectors.joining(", "))
                        + " (" + info.shortLabel() + " " + value(c.metric(), c.firstValue()) + " and "
                        + value(c.metric(), c.secondValue()) + "; " + ratioWords(cell) + ").";
            case INCONCLUSIVE ->
                "Could not tell " + c.first() + " and " + c.second() + " apart on " + info.shortLabel() + " ("
                        + value(c.metric(), c.firstValue()) + " and " + value(c.metric(), c.secondValue()) + "): "
                        + ratioWords(cell) + " still allows " + allowed(cell) + ".";
            case NOT_ENOUGH_DATA ->
                "Not enough data to name a winner: " + c.first() + " looks better (" + against(info, c)
                        + (readsOne(c) ? "" : ", " + factor(info, c))
                        + "), but with one repetition per variant no run-to-run noise is known.";
            case DOUBTFUL ->
                "Doubtful: trials raised trust flags, so no winner is named. Best value: " + c.first() + ", "
                        + against(info, c) + ".";
            case NO_WINNER ->
                "No winner: the best variants failed 1 % of their requests or more (" + c.first() + ": "
                        + info.shortLabel() + " " + value(c.metric(), c.firstValue()) + ").";
            case NO_DATA -> "Only " + cell.best().approach() + " was measured; nothing to compare.";
        };
    }

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
            case WIN -> cell.best().approach() + " is leaner, " + DifferenceText.interval(cell.difference());
            case EQUIVALENT ->
                "the same within " + cell.smallest().describe()
                        + (interval ? ": " + DifferenceText.interval(cell.difference()) : "");
            case INCONCLUSIVE ->
                "could not tell"
                        + (interval
                                ? ": " + DifferenceText.interval(cell.difference()) + " still allows " + allowed(cell)
                                : "");
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
            lines.add("  " + s.headline());
            if (!s.ranking().isEmpty() && s.outcome() != Outcome.NO_DATA) {
                lines.add("  Ranking: " + ranking(s));
            }
            for (Reason reason : s.reasons()) {
                lines.add("  Why " + reason.variant() + ": " + reason.text()
                        + (reason.trialId() == null ? "" : " [trial " + reason.trialId() + "]"));
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

    private static String against(MetricInfo info, Comparison c) {
        return info.shortLabel() + " " + value(c.metric(), c.firstValue()) + " against "
                + value(c.metric(), c.secondValue()) + " for " + c.second();
    }

    /** A factor that reads "1×" names no size (a real one-repetition A/A run said "103 ms against 103 ms, 1× lower"). */
    private static boolean readsOne(Comparison c) {
        return c.factor() != null && DifferenceText.factor(c.factor()).equals(DifferenceText.factor(1));
    }

    private static String factor(MetricInfo info, Comparison c) {
        if (c.factor() == null) {
            return "a difference of " + ValueFormat.format(Math.abs(c.firstValue() - c.secondValue()));
        }
        return DifferenceText.factor(c.factor()) + (info.higherIsBetter() ? " higher" : " lower");
    }

    private static String repetitions(Comparison c) {
        return c.repetitionsFirst() == c.repetitionsSecond()
                ? c.repetitionsFirst() + " repetitions each"
                : c.repetitionsFirst() + " and " + c.repetitionsSecond() + " repetitions";
    }

    /** "their ratio's 95 % interval is 0.99–1.01× (3 repetitions each)", or the difference's on the values. */
    private static String ratioWords(CellRanking cell) {
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

    /** The variants shown the same: the leaders of the cell, or its top two. */
    private static String leaders(CellRanking cell) {
        List<String> leaders = cell.leaders();
        return leaders.size() >= 2
                ? String.join(" and ", leaders)
                : cell.best().approach() + " and " + cell.second().approach();
    }

    private static String value(String metric, double value) {
        return VerdictBuilder.value(metric, value);
    }
}
