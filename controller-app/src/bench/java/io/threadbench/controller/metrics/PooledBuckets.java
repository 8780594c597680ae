package io.threadbench.controller.metrics;

import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The seconds' latency histograms as sparse counts over one shared, sorted list of buckets, so that a bootstrap
 * can merge thousands of resamples of seconds cheaply. Percentiles follow {@code LatencyPercentiles} exactly
 * (k6's rank rule, each value its bucket's median): over all seconds they equal the stored trial figures.
 */
final class PooledBuckets {

    private final double[] bucketMicros;
    private final int[][] buckets;
    private final long[][] counts;

    PooledBuckets(List<TrialSecondRow> seconds) {
        TreeMap<Long, Double> medians = new TreeMap<>();
        for (TrialSecondRow row : seconds) {
            Histogram histogram = row.histogram();
            if (histogram != null) {
                for (HistogramIterationValue bucket : histogram.recordedValues()) {
                    medians.putIfAbsent(bucket.getValueIteratedTo(), (double)
                            histogram.medianEquivalentValue(bucket.getValueIteratedTo()));
                }
            }
        }
        bucketMicros =
                medians.values().stream().mapToDouble(Double::doubleValue).toArray();
        long[] keys = medians.keySet().stream().mapToLong(Long::longValue).toArray();
        buckets = new int[seconds.size()][];
        counts = new long[seconds.size()][];
        for (int s = 0; s < seconds.size(); s++) {
            Histogram histogram = seconds.get(s).histogram();
            int size = 0;
            int[] index = new int[16];
            long[] count = new long[16];
            if (histogram != null) {
                for (HistogramIterationValue bucket : histogram.recordedValues()) {
                    if (size == index.length) {
                        index = Arrays.copyOf(index, size * 2);
                        count = Arrays.copyOf(count, size * 2);
                    }
                    index[size] = Arrays.binarySearch(keys, bucket.getValueIteratedTo());
                    count[size++] = bucket.getCountAtValueIteratedTo();
                }
            }
            buckets[s] = Arrays.copyOf(index, size);
            counts[s] = Arrays.copyOf(count, size);
        }
    }

    int seconds() {
        return buckets.length;
    }

    /**
     * Percentiles (ascending, 0–100) in milliseconds of the seconds at {@code indices} merged; NaN each when they
     * hold no latency.
     */
    double[] millisAt(int[] indices, double[] ascendingPercents) {
        long[] merged = new long[bucketMicros.length];
        long total = 0;
        for (int s : indices) {
            int[] index = buckets[s];
            long[] count = counts[s];
            for (int k = 0; k < index.length; k++) {
                merged[index[k]] += count[k];
                total += count[k];
            }
        }
        double[] result = new double[ascendingPercents.length];
        if (total == 0) {
            Arrays.fill(result, Double.NaN);
            return result;
        }
        int bucket = 0;
        long seen = merged[0];
        for (int p = 0; p < ascendingPercents.length; p++) {
            double rank = ascendingPercents[p] / 100 * (total - 1);
            long below = (long) Math.floor(rank);
            long above = (long) Math.ceil(rank);
            while (seen <= below) {
                seen += merged[++bucket];
            }
            double low = bucketMicros[bucket];
            int upperBucket = bucket;
            long upperSeen = seen;
            while (upperSeen <= above) {
                upperSeen += merged[++upperBucket];
            }
            double high = bucketMicros[upperBucket];
            result[p] = (low + (high - low) * (rank - below)) / 1000;
        }
        return result;
    }
}
