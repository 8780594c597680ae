package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.DifferenceText;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Comparison;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Outcome;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** The verdict in plain words: the headline sentence, efficiency lines and the CLI's lines. */
final class VerdictText {

    private VerdictText() {}

    static String headline(Outcome outcome, CellRanking cell, Comparison c, DecidingFigures figures) {
        MetricInfo info = MetricCatalog.of(cell.metric());
        return switch (outcome) {
            case WINNER -> {
                if (cell.second().errors()) {
                    yield c.first() + " wins: " + c.second() + " had request errors; " + info.shortLabel() + " "
                            + value(c.metric(), c.firstValue()) + " against " + value(c.metric(), c.secondValue())
                            + ".";
                }
                yield c.first() + " wins: " + against(info, c) + ", " + factor(info, c) + " ("
                        + DifferenceText.ratioInterval(c.low(), c.high()) + ", " + repetitions(c) + ").";
            }
            case TIE ->
                "No difference this machine can see between " + tied(cell) + " in "
                        + figures.metrics().stream()
                                .map(m -> MetricCatalog.of(m).shortLabel())
                                .collect(Collectors.joining(", "))
                        + ": " + info.shortLabel() + " " + value(c.metric(), c.firstValue()) + " (" + c.first()
                        + ") and "
                        + value(c.metric(), c.secondValue()) + " (" + c.second() + "); " + tieInterval(c) + ".";
            case NOT_ENOUGH_DATA ->
                "Not enough data to name a winner: " + c.first() + " looks better (" + against(info, c)
                        + (readsOne(c) ? "" : ", " + factor(info, c))
                        + "), but with one repetition per variant no run-to-run noise is known.";
            case DOUBTFUL ->
                "Doubtful: trials raised trust flags, so no winner is named. Best value: " + c.first() + ", "
                        + against(info, c) + ".";
            case NO_WINNER ->
                "No winner: the best variants had request errors (" + c.first() + ": " + info.shortLabel() + " "
                        + value(c.metric(), c.firstValue()) + ").";
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
        String judged = switch (cell.outcome()) {
            case WIN ->
                cell.best().approach() + " is leaner, "
                        + (cell.difference() != null && cell.difference().hasBasis()
                                ? DifferenceText.interval(cell.difference())
                                : "the runner-up had errors");
            case TIE ->
                "no difference this machine can see"
                        + (cell.difference() != null && cell.difference().hasBasis()
                                ? ": " + DifferenceText.interval(cell.difference())
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
        boolean judged = s.outcome() == Outcome.WINNER || s.outcome() == Outcome.TIE;
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

    /** A tie's ratio interval with its half-width, or that the noise is not known as a ratio. */
    private static String tieInterval(Comparison c) {
        if (c.noisePercent() == null) {
            return "the run-to-run noise here is not known as a ratio";
        }
        return "their ratio's 95 % interval is " + ValueFormat.format(c.low()) + "–" + ValueFormat.format(c.high())
                + "× (" + String.format(Locale.ROOT, "±%.1f %%", c.noisePercent()) + ", " + repetitions(c) + ")";
    }

    private static String tied(CellRanking cell) {
        List<String> leaders = cell.outcome() == CellOutcome.TIE ? cell.leaders() : List.of();
        return leaders.size() >= 2
                ? String.join(" and ", leaders)
                : cell.best().approach() + " and " + cell.second().approach();
    }

    private static String value(String metric, double value) {
        return VerdictBuilder.value(metric, value);
    }
}
