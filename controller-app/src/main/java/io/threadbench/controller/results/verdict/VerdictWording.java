package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.SequentialPlan;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.DifferenceText;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Comparison;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Outcome;
import io.threadbench.controller.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The sentences of one scenario's verdict, apart from the ranking that decides it ({@link VerdictBuilder}): variants
 * named by what they are as well as their labels ("virtual threads on Tomcat (loom-tomcat)"), every figure with its
 * unit, answered requests as a rate over the measured seconds, and one value per figure: the median the summary
 * table and the heatmap show, with the factor of those two medians.
 *
 * @param names    each variant's label to its name in words ({@code VariantName}); a label not in it is said as is
 * @param scenario the scenario's definition (its measured seconds turn answered requests into a rate); null when
 *                 unknown
 */
record VerdictWording(Map<String, String> names, Scenario scenario) {

    VerdictWording {
        names = Map.copyOf(names);
    }

    /** "virtual threads on Tomcat (loom-tomcat)", or the label itself. */
    String name(String label) {
        return names.getOrDefault(label, label);
    }

    /** "a and b", "a, b and c", each by its name. */
    String names(List<String> labels) {
        List<String> named = labels.stream().map(this::name).toList();
        return named.size() == 1
                ? named.getFirst()
                : String.join(", ", named.subList(0, named.size() - 1)) + " and " + named.getLast();
    }

    /** A figure as quoted: "p99 latency 121 ms", "throughput 9.9 req/s". */
    String figure(String metric, double value) {
        return label(metric) + " " + value(metric, value);
    }

    /** The figure's words without its value: "p99 latency", "throughput", "capacity within the SLO". */
    String label(String metric) {
        if (metric.equals(MetricNames.THROUGHPUT)) {
            return "throughput";
        }
        String label = MetricCatalog.of(metric).shortLabel();
        // inside a sentence: "capacity within the SLO", while "CPU per request" keeps its capitals
        return label.length() > 1 && Character.isLowerCase(label.charAt(1))
                ? Character.toLowerCase(label.charAt(0)) + label.substring(1)
                : label;
    }

    /** A value with its unit: "121 ms", "9.9 req/s". */
    String value(String metric, double value) {
        return MetricCatalog.of(metric).withUnit(ValueFormat.format(value));
    }

    /**
     * "p99 latency 121 ms against 822 ms for a 10-thread pool on Tomcat (platform-tomcat)"; a throughput says its
     * window: "throughput 9.9 req/s against 4.9 req/s over the measured seconds for …", as do the answered requests
     * of a benchmark from before the mean rate ("requests answered OK 300 against 160 in the measured seconds").
     */
    private String against(Comparison c) {
        String window = c.metric().equals(MetricNames.THROUGHPUT)
                ? " over the measured seconds"
                : c.metric().equals(MetricNames.REQUESTS_OK) ? " in the measured seconds" : "";
        return figure(c.metric(), c.firstValue()) + " against " + value(c.metric(), c.secondValue()) + window + " for "
                + name(c.second());
    }

    /**
     * The recommendation, one line, first: what to use for this load and the figures that say so, latency always
     * among them ("Use virtual threads on Tomcat (loom-tomcat) for this load: p99 latency 121 ms against 822 ms with a
     * 10-thread pool on Tomcat (platform-tomcat); throughput 200 req/s against 98 req/s.").
     *
     * @param figures the figures quoted, the deciding one (or the throughput it stands for) first: metric to the
     *                first's and the second's medians
     */
    String recommendation(Outcome outcome, Comparison c, Map<String, double[]> figures) {
        if (c == null) {
            return null;
        }
        List<String> quoted = new ArrayList<>();
        figures.forEach((metric, pair) -> quoted.add(figure(metric, pair[0]) + " against " + value(metric, pair[1])
                + (quoted.isEmpty() ? " with " + name(c.second()) : "")));
        String also = quoted.size() > 1 ? "; " + String.join(", ", quoted.subList(1, quoted.size())) : "";
        String deciding = c.metric().equals(MetricNames.ERROR_RATE)
                ? name(c.second()) + " failed " + value(c.metric(), c.secondValue()) + " of its requests, "
                        + name(c.first()) + " " + value(c.metric(), c.firstValue())
                : quoted.isEmpty() ? against(c) : quoted.getFirst();
        return switch (outcome) {
            case WINNER -> "Use " + name(c.first()) + " for this load: " + deciding + also + ".";
            case EQUIVALENT ->
                "Either serves this load: " + name(c.first()) + " and " + name(c.second()) + " are the same within "
                        + c.smallestDifference() + " (" + figure(c.metric(), c.firstValue()) + " and "
                        + value(c.metric(), c.secondValue()) + also + "); choose on other grounds.";
            case INCONCLUSIVE, NOT_ENOUGH_DATA ->
                value(c.metric(), c.firstValue()).equals(value(c.metric(), c.secondValue()))
                        // the medians print alike: neither "looks better" (an A/A pair, a same-build gate)
                        ? "No recommendation yet: " + name(c.first()) + " and " + name(c.second())
                                + " measured alike (" + alike(c, figures) + also
                                + "), and the repetitions cannot tell them apart yet."
                        : "No recommendation yet: " + name(c.first()) + " looks better (" + deciding + also
                                + "), but the repetitions cannot tell them apart yet.";
            case DOUBTFUL ->
                "No recommendation: the figures may measure the machine rather than the variants; by value "
                        + name(c.first()) + " leads (" + deciding + also + ").";
            case NO_WINNER ->
                "No recommendation: the best variants failed 1 % of their requests or more; fix the errors first.";
            case NO_DATA -> null;
        };
    }

    /** "p99 latency 108 ms and 108 ms": the first quoted figure (else the deciding one) of a pair that measured alike. */
    private String alike(Comparison c, Map<String, double[]> figures) {
        if (figures.isEmpty()) {
            return figure(c.metric(), c.firstValue()) + " and " + value(c.metric(), c.secondValue());
        }
        Map.Entry<String, double[]> first = figures.entrySet().iterator().next();
        return figure(first.getKey(), first.getValue()[0]) + " and " + value(first.getKey(), first.getValue()[1]);
    }

    /** The decision in one sentence, with its factor, interval and repetitions. */
    String headline(Outcome outcome, CellRanking cell, Comparison c, DecidingFigures figures) {
        MetricInfo info = MetricCatalog.of(cell.metric());
        return switch (outcome) {
            case WINNER -> {
                if (c.metric().equals(MetricNames.ERROR_RATE)) {
                    yield name(c.first()) + " wins on errors: " + name(c.second()) + " failed "
                            + value(c.metric(), c.secondValue()) + " of its requests against "
                            + value(c.metric(), c.firstValue()) + " for " + name(c.first()) + " ("
                            + DifferenceText.interval(cell) + " percentage points).";
                }
                yield name(c.first()) + " wins: " + against(c) + ", " + factor(info, c) + " ("
                        + DifferenceText.ratioInterval(cell.difference()) + ", " + repetitions(c) + ").";
            }
            case EQUIVALENT ->
                "The same within " + c.smallestDifference() + ": " + leaders(cell) + " on "
                        + figures.metrics().stream().map(this::label).collect(Collectors.joining(", "))
                        + " (" + figure(c.metric(), c.firstValue()) + " and " + value(c.metric(), c.secondValue())
                        + "; " + VerdictText.ratioWords(cell) + ").";
            case INCONCLUSIVE ->
                "Could not tell " + name(c.first()) + " and " + name(c.second()) + " apart on " + label(c.metric())
                        + " (" + value(c.metric(), c.firstValue()) + " and " + value(c.metric(), c.secondValue())
                        + "): " + VerdictText.ratioWords(cell) + " still allows " + VerdictText.allowed(cell) + ".";
            case NOT_ENOUGH_DATA ->
                "Not enough data to name a winner: " + name(c.first()) + " looks better (" + against(c)
                        + (readsOne(c) ? "" : ", " + factor(info, c))
                        + "), but with one repetition per variant no run-to-run noise is known.";
            case DOUBTFUL ->
                "Doubtful: trials raised trust flags, so the figures may measure the machine and no variant is"
                        + " named the winner. By value alone " + name(c.first()) + " leads: " + against(c) + ".";
            case NO_WINNER ->
                "No winner: the best variants failed 1 % of their requests or more (" + name(c.first()) + ": "
                        + figure(c.metric(), c.firstValue()) + ").";
            case NO_DATA -> "Only " + name(cell.best().approach()) + " was measured; nothing to compare.";
        };
    }

    /** The headline when every other variant was killed for memory. */
    String memoryWinner(String only, List<String> losers, String details, String figure) {
        return name(only) + " wins: " + names(losers) + " " + oneOrMore(losers, "was", "were") + " killed for memory ("
                + details + "); " + only + "'s " + figure + ".";
    }

    /** The recommendation when every other variant was killed for memory. */
    String memoryRecommendation(String only, List<String> losers) {
        return "Use " + name(only) + " for this load: " + names(losers) + " could not stay within "
                + oneOrMore(losers, "its", "their") + " memory limit.";
    }

    String noTrialYet(boolean running) {
        return running
                ? "No trial of this scenario has finished yet; the verdict comes as they do."
                : "No trial of this scenario finished successfully, so there is nothing to judge.";
    }

    List<String> noTrialAdvice(boolean running) {
        return running ? List.of() : List.of("Run the missing trials, or look at the failed trials' errors.");
    }

    String noDecidingFigure(DecidingFigures figures) {
        return "None of the deciding figures ("
                + figures.metrics().stream().map(this::label).collect(Collectors.joining(", ")) + ") was measured.";
    }

    /** One variant measured so far, or the only one with results. */
    String onlyOne(String only, String figure, boolean waiting, List<String> unmeasured) {
        return waiting
                ? "So far only " + name(only) + " has results in this scenario (" + figure
                        + "); the verdict comes once " + names(unmeasured) + " " + oneOrMore(unmeasured, "has", "have")
                        + " theirs."
                : "Only " + name(only) + " has results in this scenario, so there is nothing to compare: " + figure
                        + ".";
    }

    String addSecondVariant() {
        return "Add a second variant to compare against.";
    }

    String mayChange(List<String> unmeasured) {
        return names(unmeasured) + " " + oneOrMore(unmeasured, "has", "have")
                + " no results here yet: this verdict may change once " + oneOrMore(unmeasured, "its", "their")
                + " trials finish.";
    }

    String notRanked(List<String> unmeasured) {
        return names(unmeasured) + " " + oneOrMore(unmeasured, "has", "have")
                + " no successful trial in this scenario, so " + oneOrMore(unmeasured, "it is", "they are")
                + " not ranked: see the failed trials' errors, then resume the benchmark or run "
                + oneOrMore(unmeasured, "it", "them") + " again.";
    }

    String noCauseRecorded(String metric) {
        return "no cause was recorded; its " + label(metric)
                + " was worse, and no pool, error, pinning, GC or CPU figure stands out";
    }

    String oneRepetition() {
        return "Run the benchmark with 3 repetitions of each variant (--repetitions 3): one JVM per variant shows no"
                + " run-to-run noise, so no difference can be judged yet.";
    }

    String fixErrors() {
        return "The best variants failed 1 % of their requests or more: fix the errors (see their kinds below) or lower"
                + " the load before comparing speed.";
    }

    String countFlagged() {
        return "To see the ranking anyway, tick \u201cCount flagged trials\u201d on the heatmap.";
    }

    String settle(RepetitionAdvice advised) {
        return "To settle " + name(advised.best()) + " against " + name(advised.second()) + ": "
                + RepetitionAdvisor.finding(advised) + ".";
    }

    /** A benchmark run until decided that decided the scenario after {@code rounds} repetitions. */
    String decidedAfter(SequentialPlan plan, int rounds) {
        return "Decided after " + rounds + " repetitions, run until decided" + look(plan, rounds) + ".";
    }

    /** A benchmark run until decided that may still run more repetitions of the scenario. */
    String stillOpen(SequentialPlan plan, int rounds) {
        return "Still open after " + rounds + " repetitions, run until decided: at most " + plan.left(rounds) + " more"
                + look(plan, rounds) + ".";
    }

    /** A benchmark run until decided that spent its repetitions without deciding the scenario. */
    String undecided(SequentialPlan plan, int rounds) {
        return "Undecided after " + rounds + " of at most " + plan.maxRepetitions() + " repetitions, run until decided"
                + look(plan, rounds) + ".";
    }

    private static String look(SequentialPlan plan, int rounds) {
        return " (" + plan.describe(rounds) + ")";
    }

    /** {@code one} for a single variant, {@code more} for several. */
    static String oneOrMore(List<String> variants, String one, String more) {
        return variants.size() == 1 ? one : more;
    }

    /** A factor that reads "1×" names no size (a real one-repetition A/A run said "103 ms against 103 ms, 1× lower"). */
    private static boolean readsOne(Comparison c) {
        return c.factor() != null && DifferenceText.factor(c.factor()).equals(DifferenceText.factor(1));
    }

    private String factor(MetricInfo info, Comparison c) {
        if (c.factor() == null) {
            return "a difference of " + ValueFormat.format(Math.abs(c.firstValue() - c.secondValue()))
                    + (info.unit().isEmpty() ? "" : " " + info.unit());
        }
        return DifferenceText.factor(c.factor()) + (info.higherIsBetter() ? " higher" : " lower");
    }

    private static String repetitions(Comparison c) {
        return c.repetitionsFirst() == c.repetitionsSecond()
                ? c.repetitionsFirst() + " repetitions each"
                : c.repetitionsFirst() + " and " + c.repetitionsSecond() + " repetitions";
    }

    /** The variants shown the same: the leaders of the cell, or its top two. */
    private String leaders(CellRanking cell) {
        List<String> leaders = cell.leaders();
        return leaders.size() >= 2
                ? names(leaders)
                : name(cell.best().approach()) + " and " + name(cell.second().approach());
    }
}
