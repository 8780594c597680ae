package io.threadbench.controller.metrics;

import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * Average, maximum and sum of one telemetry figure over a trial's seconds, counting only the seconds that
 * measured it (a null figure is "not measured", never zero).
 */
record SeriesStats(int count, double sum, double max) {

    static SeriesStats of(List<TrialSecondRow> rows, Function<TelemetrySample, ? extends Number> figure) {
        return ofRows(rows, row -> {
            Number value = row.telemetry() == null ? null : figure.apply(row.telemetry());
            return value == null ? Double.NaN : value.doubleValue();
        });
    }

    /** @param figure NaN for "not measured" */
    static SeriesStats ofRows(List<TrialSecondRow> rows, ToDoubleFunction<TrialSecondRow> figure) {
        int count = 0;
        double sum = 0;
        double max = Double.NEGATIVE_INFINITY;
        for (TrialSecondRow row : rows) {
            double value = figure.applyAsDouble(row);
            if (!Double.isNaN(value)) {
                count++;
                sum += value;
                max = Math.max(max, value);
            }
        }
        return new SeriesStats(count, sum, max);
    }

    boolean empty() {
        return count == 0;
    }

    /** The mean, or null when nothing was measured. */
    Double avg() {
        return empty() ? null : sum / count;
    }

    Double maxOrNull() {
        return empty() ? null : max;
    }

    Double sumOrNull() {
        return empty() ? null : sum;
    }
}
