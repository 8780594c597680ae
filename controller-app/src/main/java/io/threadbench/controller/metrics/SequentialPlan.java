package io.threadbench.controller.metrics;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * Repetitions until decided (DESIGN §8, "Repetitions until decided"): a benchmark of {@code --repetitions auto} runs
 * its scenarios round after round and looks at each scenario after every round from the second on, until the
 * verdict names a winner or calls the variants the same, or {@link #maxRepetitions} rounds are spent.
 *
 * <p>Looking after every round must not raise the error rates. This is a group-sequential design with an
 * α-spending function (Lan and DeMets): the 5 % a fixed benchmark gives its one look is spent over the looks as α(t) =
 * α · t² (t = repetitions ÷ budget, the information so far), and each look judges at the nominal level whose boundary
 * makes the chance of crossing it for the first time at that look, under no difference, exactly α(t) minus what the
 * earlier looks spent. The boundaries are computed for the looks' joint distribution (the statistic of n repetitions
 * is a scaled Brownian motion observed at n / N, with independent increments) by numerical integration over the
 * region where no earlier look stopped; the sum over all looks is α. The nominal level is then applied to each
 * look's Welch test, the usual practice when the spread is estimated; the harness ({@code ./threadbench bench stats})
 * measures the resulting error rates on realistic data. Each look is at a number of repetitions never looked at
 * before (a round whose trial failed adds no look).
 *
 * @param maxRepetitions the budget N: rounds run at most this often
 */
public record SequentialPlan(int maxRepetitions) {

    /** The error rate a whole sequential run allows, as one look of a fixed benchmark does. */
    public static final double ALPHA = 0.05;

    /** The spending function's power: 2 spends little on the first looks, whose few repetitions decide little. */
    static final double POWER = 2;

    /** The grid of the numerical integration, on the Brownian motion's scale (its variance is 1 at the budget). */
    private static final double STEP = 0.01;

    private static final double REACH = 8;

    private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

    private static final Map<Integer, double[]> LEVELS = new ConcurrentHashMap<>();

    public SequentialPlan {
        if (maxRepetitions < 2) {
            throw new IllegalArgumentException("a sequential run needs a budget of 2 repetitions or more");
        }
    }

    /** α spent by the looks up to and including the one after {@code repetitions}: α · (n / N)², 0 below 2. */
    public double spentBy(int repetitions) {
        if (repetitions < 2) {
            return 0;
        }
        double t = Math.min(1.0, (double) repetitions / maxRepetitions);
        return ALPHA * Math.pow(t, POWER);
    }

    /**
     * The nominal level of the look after {@code repetitions}: a claim is made when its p-value is at or below it.
     * 0 below 2 repetitions and beyond the budget.
     */
    public double levelAt(int repetitions) {
        if (repetitions < 2 || repetitions > maxRepetitions) {
            return 0;
        }
        return LEVELS.computeIfAbsent(maxRepetitions, SequentialPlan::nominalLevels)[repetitions];
    }

    /** Rounds left after {@code repetitions}. */
    public int left(int repetitions) {
        return Math.max(0, maxRepetitions - repetitions);
    }

    /** "look 3 of at most 9, at 1.21 %; 0.80 % of the 5 % spent" */
    public String describe(int repetitions) {
        return String.format(
                Locale.ROOT,
                "look %d of at most %d, at %.2f %%; %.2f %% of the %.0f %% spent",
                repetitions - 1,
                maxRepetitions - 1,
                100 * levelAt(repetitions),
                100 * spentBy(repetitions),
                100 * ALPHA);
    }

    /**
     * The nominal two-sided level of each look (index: repetitions), from its boundary c_k on the standardized
     * statistic: P(first crossing at look k | no difference) = α(t_k) − α(t_{k−1}).
     */
    private static double[] nominalLevels(int budget) {
        SequentialPlan plan = new SequentialPlan(budget);
        double[] levels = new double[budget + 1];
        int points = (int) Math.round(2 * REACH / STEP) + 1;
        double[] grid = new double[points];
        for (int i = 0; i < points; i++) {
            grid[i] = -REACH + i * STEP;
        }
        double[] density = null; // of the Brownian motion at the previous look, where no look stopped
        double before = 0;
        for (int n = 2; n <= budget; n++) {
            double t = (double) n / budget;
            double spend = plan.spentBy(n) - plan.spentBy(n - 1 < 2 ? 0 : n - 1);
            double boundary;
            if (density == null) {
                boundary = NORMAL.inverseCumulativeProbability(1 - spend / 2);
                density = new double[points];
                double sd = Math.sqrt(t);
                for (int i = 0; i < points; i++) {
                    density[i] = Math.abs(grid[i]) < boundary * sd ? NORMAL.density(grid[i] / sd) / sd : 0;
                }
            } else {
                double increment = Math.sqrt(t - before);
                double[] previous = density;
                double sd = Math.sqrt(t);
                double low = 0.5;
                double high = 8;
                for (int i = 0; i < 60; i++) {
                    double mid = (low + high) / 2;
                    if (crossing(previous, grid, mid * sd, increment) > spend) {
                        low = mid;
                    } else {
                        high = mid;
                    }
                }
                boundary = (low + high) / 2;
                double[] kernel = new double[2 * points - 1]; // the increment's density by grid offset
                for (int d = 0; d < kernel.length; d++) {
                    kernel[d] = NORMAL.density((d - (points - 1)) * STEP / increment) / increment;
                }
                density = new double[points];
                for (int j = 0; j < points; j++) {
                    if (Math.abs(grid[j]) >= boundary * sd) {
                        continue;
                    }
                    double sum = 0;
                    for (int i = 0; i < points; i++) {
                        sum += previous[i] * kernel[j - i + points - 1];
                    }
                    density[j] = sum * STEP;
                }
            }
            levels[n] = 2 * (1 - NORMAL.cumulativeProbability(boundary));
            before = t;
        }
        return levels;
    }

    /** The chance that a motion at density {@code previous} moves beyond ±{@code edge} over an increment's sd. */
    private static double crossing(double[] previous, double[] grid, double edge, double increment) {
        double sum = 0;
        for (int i = 0; i < grid.length; i++) {
            if (previous[i] > 0) {
                double up = 1 - NORMAL.cumulativeProbability((edge - grid[i]) / increment);
                double down = NORMAL.cumulativeProbability((-edge - grid[i]) / increment);
                sum += previous[i] * (up + down);
            }
        }
        return sum * STEP;
    }
}
