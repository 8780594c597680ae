package io.threadbench.controller.results.verdict;

import java.util.List;
import java.util.Map;

/**
 * The answer for one scenario of a benchmark (DESIGN §8, "The verdict"): who wins on the figures that decide its
 * load shape, by how much and how sure, the full ranking with tied groups, why the others lose, what the
 * efficiency figures say and what to do when it cannot say.
 *
 * @param question  the question the load shape asks, e.g. "At 200 req/s, which variant answers fastest?"
 * @param deciding  the metrics that decide, in order (a later one decides only when the earlier ones are shown the
 *                  same)
 * @param recommendation what to use for this load, in one line with its figures (latency always among them); null
 *                  when nothing was compared
 * @param headline  the decision in one sentence, with its factor, interval and repetitions
 * @param decidedBy the comparison that decided (or could not); null when nothing could be compared
 * @param ranking   groups of variants, best first; a group of several was not told apart
 * @param reasons   why the others lose (or why the cell could not crown), each with its figure and link
 * @param efficiency one line per efficiency metric (CPU per request, memory)
 * @param advice    what would make the answer firmer, in words a user can act on
 * @param names     each variant's label to what it is, in words ("virtual threads on Tomcat (loom-tomcat)")
 */
public record ScenarioVerdict(
        String scenario,
        String loadShape,
        String question,
        List<String> deciding,
        Outcome outcome,
        String winner,
        String recommendation,
        String headline,
        Comparison decidedBy,
        List<List<String>> ranking,
        List<Reason> reasons,
        List<String> efficiency,
        List<String> advice,
        Map<String, String> names) {

    public ScenarioVerdict {
        names = Map.copyOf(names);
        deciding = List.copyOf(deciding);
        ranking = ranking.stream().map(List::copyOf).toList();
        reasons = List.copyOf(reasons);
        efficiency = List.copyOf(efficiency);
        advice = List.copyOf(advice);
    }

    /**
     * The reasons about the variants that did not win ("why the others lose"), or every reason when none won ("what
     * the trials show").
     */
    public List<Reason> againstOthers() {
        return reasons.stream()
                .filter(reason -> outcome != Outcome.WINNER || !reason.variant().equals(winner))
                .toList();
    }

    /** What the winner gives up (memory per request in flight, allocation): its own reasons, shown apart. */
    public List<Reason> winnersCosts() {
        return outcome != Outcome.WINNER
                ? List.of()
                : reasons.stream()
                        .filter(reason -> reason.variant().equals(winner))
                        .toList();
    }

    /** A variant's name in words, for a hover: "virtual threads on Tomcat (loom-tomcat)", or the label itself. */
    public String name(String label) {
        return names.getOrDefault(label, label);
    }

    /** The outcome in a few words, for a badge: "loom-tomcat wins", "the same", "could not tell", … */
    public String badge() {
        return switch (outcome) {
            case WINNER -> winner + " wins";
            case EQUIVALENT -> "the same";
            case INCONCLUSIVE -> "could not tell";
            case NOT_ENOUGH_DATA -> "not enough data";
            case DOUBTFUL -> "doubtful";
            case NO_WINNER -> "no winner";
            case NO_DATA -> "no data";
        };
    }

    /** What the verdict could say. */
    public enum Outcome {
        /** One variant wins on the deciding figures: fewer errors, or a difference beyond the smallest that matters. */
        WINNER,
        /** The best variants are the same within the smallest difference that matters on every deciding figure. */
        EQUIVALENT,
        /** Could not tell: a deciding figure's interval still allows both a difference that matters and none. */
        INCONCLUSIVE,
        /** A variant has one repetition: no run-to-run noise is known, so nothing is judged. */
        NOT_ENOUGH_DATA,
        /** Trials raised trust flags: the figures may measure the machine, not the variants. */
        DOUBTFUL,
        /** The best variants failed 1 % of their requests or more. */
        NO_WINNER,
        /** No trial of the scenario counts (failed, cancelled or still running). */
        NO_DATA
    }

    /**
     * The deciding comparison of the two best variants.
     *
     * @param metric    the metric's name
     * @param label     the metric's label with its unit
     * @param factor    how many times better the first is (ratio of geometric means; of the medians with one
     *                  repetition); null when a value was 0
     * @param low       the factor's interval at {@code confidence}, low end; null without a basis
     * @param high      the factor's interval at {@code confidence}, high end; null without a basis
     * @param pValue    Welch's two-sided p-value; null without a basis
     * @param noisePercent the run-to-run noise the interval shows (± % on the log scale); null without a basis
     * @param confidence the level of the interval, the one the decision used (0.95); null without a basis
     * @param smallestDifference the smallest difference that matters for this figure, in words ("±2 %")
     */
    public record Comparison(
            String metric,
            String label,
            String first,
            double firstValue,
            String second,
            double secondValue,
            Double factor,
            Double low,
            Double high,
            Double pValue,
            int repetitionsFirst,
            int repetitionsSecond,
            Double noisePercent,
            Double confidence,
            String smallestDifference) {

        /** NaN (not computable) is stored as null, so the API's JSON holds no "NaN" strings. */
        public Comparison {
            factor = finiteOrNull(factor);
            low = finiteOrNull(low);
            high = finiteOrNull(high);
            pValue = finiteOrNull(pValue);
            noisePercent = finiteOrNull(noisePercent);
            confidence = finiteOrNull(confidence);
        }

        private static Double finiteOrNull(Double value) {
            return value == null || !Double.isFinite(value) ? null : value;
        }
    }

    /**
     * One piece of evidence for why a variant loses, or why a scenario cannot be judged.
     *
     * @param code   stable identifier of the cause ({@link ReasonCode}), e.g. {@code POOL_QUEUED}, {@code PINNED}
     * @param text   the evidence in a sentence, with its figure
     * @param trialId the trial whose lane shows it (the page's and report's {@code #trial-ID}); null for none
     */
    public record Reason(String variant, ReasonCode code, String text, Long trialId) {}
}
