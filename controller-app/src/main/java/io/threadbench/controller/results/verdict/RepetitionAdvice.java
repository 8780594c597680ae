package io.threadbench.controller.results.verdict;

/**
 * How many repetitions would separate the two best approaches of one cell at the difference observed now.
 *
 * @param difference   |best − second| of their medians
 * @param spreadBest   standard deviation of one repetition's value of the best approach: the larger of the spread
 *                     between its repetitions and its trials' own noise (within-trial interval / 1.96); null if
 *                     unknown
 * @param repetitions  repetitions the cell has now (the fewer of the two approaches')
 * @param needed       repetitions per approach whose 95 % intervals would no longer overlap, or null when that takes
 *                     more than {@link RepetitionAdvisor#MAX_REPETITIONS} or cannot be told
 * @param text         the advice in a sentence
 */
public record RepetitionAdvice(
        String scenario,
        String metric,
        String best,
        String second,
        double bestValue,
        double secondValue,
        double difference,
        Double spreadBest,
        Double spreadSecond,
        int repetitions,
        Integer needed,
        String text) {}
