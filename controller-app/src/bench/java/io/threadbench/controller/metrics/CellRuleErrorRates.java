package io.threadbench.controller.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Measures the error rates of the rules that decide a heatmap cell (issue 26), on simulated trials: each repetition
 * is one JVM whose per-second values are μ · (1 + JVM offset) + noise, the offset drawn once per repetition
 * (run-to-run variance, σ<sub>run</sub>) and the noise iid or AR(1) over the seconds; a repetition's value is the
 * mean of its seconds, and its within-trial interval the block bootstrap the trial summary stored before
 * ({@link LagOneBlockBootstrap}). For each
 * setting it prints, at 1, 3, 5 and 8 repetitions a side, the share of A/A cells crowned (false wins) and the share
 * of cells with a known difference that the better side wins (power), for the rule before issue 26 (95 % intervals
 * of each side overlap = tie; within-trial intervals where they exist; values alone otherwise) and the rule now
 * (Welch on log values of the repetitions, p ≤ 0.05; one repetition = not enough data).
 *
 * <p>{@code ./threadbench bench stats [CELLS] [SECONDS]} (defaults 400 cells, 30 seconds per trial).
 */
public final class CellRuleErrorRates {

    private static final int[] REPETITIONS = {1, 3, 5, 8};

    private CellRuleErrorRates() {}

    record Setting(String name, double phi, double secondSd, double runSd, double difference) {}

    public static void main(String[] args) {
        int cells = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        List<Setting> settings = List.of(
                new Setting("iid seconds, no run-to-run noise", 0.0, 0.05, 0.0, 0.02),
                new Setting("AR(1) 0.6 seconds, no run-to-run noise", 0.6, 0.05, 0.0, 0.02),
                new Setting("iid seconds, run-to-run 2 %", 0.0, 0.05, 0.02, 0.04),
                new Setting("AR(1) 0.6 seconds, run-to-run 2 %", 0.6, 0.05, 0.02, 0.04));
        System.out.printf(
                Locale.ROOT,
                "%d cells per figure, %d s per trial, seconds sd 5 %% of the value; known difference as given%n%n",
                cells,
                seconds);
        System.out.printf(
                Locale.ROOT,
                "| setting | difference | rule | %s |%n",
                String.join(
                        " | ",
                        java.util.Arrays.stream(REPETITIONS)
                                .mapToObj(n -> n + " rep")
                                .toList()));
        System.out.println("|---|---|---|---|---|---|---|");
        for (Setting setting : settings) {
            for (boolean aa : new boolean[] {true, false}) {
                for (String rule : List.of("before: intervals overlap", "now: Welch on repetitions")) {
                    StringBuilder row = new StringBuilder();
                    for (int n : REPETITIONS) {
                        double share = share(setting, aa, rule.startsWith("now"), n, cells, seconds);
                        row.append(String.format(Locale.ROOT, " %5.1f %% |", share * 100));
                    }
                    System.out.printf(
                            Locale.ROOT,
                            "| %s | %s | %s |%s%n",
                            setting.name(),
                            aa
                                    ? "A/A: false wins"
                                    : String.format(Locale.ROOT, "+%.0f %%: power", setting.difference() * 100),
                            rule,
                            row);
                }
            }
        }
    }

    /** Share of cells crowned: any win for A/A, a win of the better side otherwise. */
    static double share(Setting setting, boolean aa, boolean now, int n, int cells, int seconds) {
        SplittableRandom random = new SplittableRandom(42L + n * 1000L + (aa ? 0 : 7) + (long) (setting.phi() * 100));
        int crowned = 0;
        for (int cell = 0; cell < cells; cell++) {
            Side better = side(random, 100.0, setting, n, seconds);
            Side worse = side(random, 100.0 * (1 + (aa ? 0 : setting.difference())), setting, n, seconds);
            boolean win = now ? welchWins(better, worse, aa) : overlapWins(better, worse, aa);
            if (win) {
                crowned++;
            }
        }
        return (double) crowned / cells;
    }

    private record Side(List<Double> values, List<ConfidenceInterval> withinTrial) {}

    private static Side side(SplittableRandom random, double mean, Setting setting, int n, int seconds) {
        List<Double> values = new ArrayList<>();
        List<ConfidenceInterval> within = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            double jvm = mean * (1 + setting.runSd() * gaussian(random));
            double[] series = new double[seconds];
            double noise = 0;
            double innovation = setting.secondSd() * mean * Math.sqrt(1 - setting.phi() * setting.phi());
            for (int s = 0; s < seconds; s++) {
                noise = setting.phi() * noise + innovation * gaussian(random);
                series[s] = jvm + noise;
            }
            double value = DifferenceTest.mean(series);
            values.add(value);
            within.add(LagOneBlockBootstrap.of(series, value, indices -> {
                double sum = 0;
                for (int i : indices) {
                    sum += series[i];
                }
                return sum / indices.length;
            }));
        }
        return new Side(values, within);
    }

    /** The rule now: Welch on the log values, a win only with p ≤ 0.05 (a family of one cell). */
    static boolean welchWins(Side better, Side worse, boolean aa) {
        Difference d = DifferenceTest.compare(worse.values(), better.values());
        return d.hasBasis() && d.pValue() <= 0.05 && (aa || d.estimate() > 1);
    }

    /**
     * The rule before: each side's summary (median, interval over repetitions widened by the within-trial ones); a
     * win when the intervals do not overlap, and with no interval on a side the values decide.
     */
    static boolean overlapWins(Side better, Side worse, boolean aa) {
        RepetitionSummary a = LagOneBlockBootstrap.summary(better.values(), better.withinTrial());
        RepetitionSummary b = LagOneBlockBootstrap.summary(worse.values(), worse.withinTrial());
        boolean tie = a.hasInterval() && b.hasInterval() && a.interval().overlaps(b.interval());
        if (tie || a.median() == b.median()) {
            return false;
        }
        return aa || a.median() < b.median();
    }

    private static double gaussian(SplittableRandom random) {
        // Box–Muller: two uniforms to one standard normal
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
