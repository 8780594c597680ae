package io.threadbench.controller.metrics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Input of heatmaps and comparisons: for each scenario × approach × metric the per-repetition values,
 * and per scenario × approach whether any repetition had request errors. Immutable; build it with
 * {@link #builder()}.
 *
 * <p>Values may be {@code null} or non-finite (a metric a repetition could not compute); such values
 * count as missing. Scenarios and approaches keep the order in which they were first added; metrics
 * follow {@link MetricNames#ALL}, then unknown names in the order they were first added.
 */
public final class MetricTable {

    private final List<String> scenarios;
    private final List<String> approaches;
    private final List<String> metrics;
    private final Map<Key, List<Double>> values;
    private final Set<Pair> errors;
    private final Set<Pair> flagged;
    private final Set<Pair> fellBehind;
    private final Map<Key, List<ConfidenceInterval>> withinTrial;
    private final Map<String, String> threadKinds;
    private final Map<String, ClosedLoop> closedLoops;
    private final double smallestDifferencePercent;

    private MetricTable(Builder builder) {
        this.closedLoops = Map.copyOf(builder.closedLoops);
        this.smallestDifferencePercent = builder.smallestDifferencePercent;
        this.threadKinds = Map.copyOf(builder.threadKinds);
        this.scenarios = List.copyOf(builder.scenarios);
        this.approaches = List.copyOf(builder.approaches);
        Map<Key, List<Double>> copy = new LinkedHashMap<>();
        builder.values.forEach((key, list) -> copy.put(key, Collections.unmodifiableList(new ArrayList<>(list))));
        this.values = Collections.unmodifiableMap(copy);
        Set<String> present = new LinkedHashSet<>();
        copy.forEach((key, list) -> {
            if (list.stream().anyMatch(MetricTable::isValue)) {
                present.add(key.metric());
            }
        });
        this.metrics = Stream.concat(
                        MetricNames.KNOWN.stream().filter(present::contains),
                        present.stream().filter(name -> !MetricNames.KNOWN.contains(name)))
                .toList();
        Set<Pair> withErrors = new HashSet<>(builder.errors);
        copy.forEach((key, list) -> {
            // DESIGN §8: an approach fails in a scenario when its median repetition failed at least the smallest
            // difference that matters for error rates (1 % of requests); a stray reset is not failing
            List<Double> rates =
                    list.stream().filter(MetricTable::isValue).sorted().toList();
            if (key.metric().equals(MetricNames.ERROR_RATE)
                    && !rates.isEmpty()
                    && RepetitionStatistics.median(rates) >= SmallestDifference.ERROR_RATE_POINTS) {
                withErrors.add(new Pair(key.scenario(), key.approach()));
            }
        });
        this.errors = Set.copyOf(withErrors);
        this.flagged = Set.copyOf(builder.flagged);
        this.fellBehind = Set.copyOf(builder.fellBehind);
        Map<Key, List<ConfidenceInterval>> intervals = new LinkedHashMap<>();
        builder.withinTrial.forEach((key, list) -> intervals.put(key, List.copyOf(list)));
        this.withinTrial = Collections.unmodifiableMap(intervals);
    }

    public static Builder builder() {
        return new Builder();
    }

    public List<String> scenarios() {
        return scenarios;
    }

    public List<String> approaches() {
        return approaches;
    }

    /** Metrics with at least one value, {@link MetricNames#ALL} order first. */
    public List<String> metrics() {
        return metrics;
    }

    /** The raw per-repetition values (may hold nulls); empty when nothing was added. */
    public List<Double> values(String scenario, String approach, String metric) {
        return values.getOrDefault(new Key(scenario, approach, metric), List.of());
    }

    /** The usable per-repetition values: nulls and non-finite values dropped. */
    public List<Double> finiteValues(String scenario, String approach, String metric) {
        return values(scenario, approach, metric).stream()
                .filter(MetricTable::isValue)
                .toList();
    }

    /** The repetitions' within-trial intervals of a metric (batch means); empty when none were stored. */
    public List<ConfidenceInterval> withinTrialIntervals(String scenario, String approach, String metric) {
        return withinTrial.getOrDefault(new Key(scenario, approach, metric), List.of());
    }

    /** The approach's summary in a scenario: median and the interval of {@link RepetitionStatistics#summarize(List, List)}. */
    public RepetitionSummary summary(String scenario, String approach, String metric) {
        return RepetitionStatistics.summarize(
                finiteValues(scenario, approach, metric), withinTrialIntervals(scenario, approach, metric));
    }

    /** Whether a repetition of the approach in the scenario raised a trust flag (besides request errors). */
    public boolean isFlagged(String scenario, String approach) {
        return flagged.contains(new Pair(scenario, approach));
    }

    /** Whether the SUT of a repetition of the approach in the scenario fell behind the requested rate. */
    public boolean fellBehind(String scenario, String approach) {
        return fellBehind.contains(new Pair(scenario, approach));
    }

    /**
     * False only when the approach is known to run on other than virtual threads: figures of the virtual thread
     * scheduler ({@link MetricInfo.Scope#VIRTUAL_THREADS}) are compared among the others.
     */
    public boolean mayRunVirtualThreads(String approach) {
        String kind = threadKinds.get(approach);
        return kind == null || kind.equals("virtual");
    }

    /**
     * Whether the approach fails in the scenario: its median repetition failed at least {@link
     * SmallestDifference#ERROR_RATE_POINTS} % of its requests (or it was marked so). Such an approach ranks after
     * those that do not, and a cell whose best fails crowns nobody.
     */
    public boolean hadErrors(String scenario, String approach) {
        return errors.contains(new Pair(scenario, approach));
    }

    /** The users and window of a closed-loop scenario (their round is a step of its figures), null for an arrival rate. */
    public ClosedLoop closedLoop(String scenario) {
        return closedLoops.get(scenario);
    }

    /** The smallest difference that matters for {@code metric} in this benchmark ({@link SmallestDifference}). */
    public SmallestDifference smallestDifference(String metric) {
        return SmallestDifference.of(metric, smallestDifferencePercent);
    }

    /** The benchmark's smallest difference that matters, in percent of a figure. */
    public double smallestDifferencePercent() {
        return smallestDifferencePercent;
    }

    /** Compares approach a against b on {@code metric} in {@code scenario}, each side floored at its resolution. */
    public Difference compare(String scenario, String metric, String a, String b) {
        return DifferenceTest.compare(
                metric, finiteValues(scenario, a, metric), finiteValues(scenario, b, metric), closedLoop(scenario));
    }

    private static boolean isValue(Double value) {
        return value != null && Double.isFinite(value);
    }

    private record Key(String scenario, String approach, String metric) {}

    private record Pair(String scenario, String approach) {}

    /** Collects values; not thread-safe. */
    public static final class Builder {

        private final Set<String> scenarios = new LinkedHashSet<>();
        private final Set<String> approaches = new LinkedHashSet<>();
        private final Map<Key, List<Double>> values = new LinkedHashMap<>();
        private final Set<Pair> errors = new HashSet<>();
        private final Set<Pair> flagged = new HashSet<>();
        private final Set<Pair> fellBehind = new HashSet<>();
        private final Map<Key, List<ConfidenceInterval>> withinTrial = new LinkedHashMap<>();
        private final Map<String, String> threadKinds = new LinkedHashMap<>();
        private final Map<String, ClosedLoop> closedLoops = new LinkedHashMap<>();
        private double smallestDifferencePercent = SmallestDifference.DEFAULT_PERCENT;

        private Builder() {}

        /** The scenario is a closed loop: its answered requests move by a round of its users, its rate by a round over its window. */
        public Builder closedLoop(String scenario, ClosedLoop loop) {
            closedLoops.put(require(scenario, "scenario"), loop);
            return this;
        }

        /** The benchmark's smallest difference that matters, in percent (default {@value SmallestDifference#DEFAULT_PERCENT}). */
        public Builder smallestDifferencePercent(double percent) {
            SmallestDifference.share(percent); // refuses 0, negatives and NaN
            this.smallestDifferencePercent = percent;
            return this;
        }

        /** Records the thread kind an approach's handlers run on ({@code virtual}, {@code platform}, …). */
        public Builder threadKind(String approach, String kind) {
            threadKinds.put(require(approach, "approach"), require(kind, "kind"));
            return this;
        }

        /** Adds one repetition's within-trial interval of a metric. */
        public Builder addWithinTrial(String scenario, String approach, String metric, ConfidenceInterval interval) {
            withinTrial
                    .computeIfAbsent(key(scenario, approach, metric), k -> new ArrayList<>())
                    .add(Objects.requireNonNull(interval, "interval"));
            return this;
        }

        /** Appends one repetition's value; {@code null} records a repetition without this metric. */
        public Builder add(String scenario, String approach, String metric, Double value) {
            values.computeIfAbsent(key(scenario, approach, metric), k -> new ArrayList<>())
                    .add(value);
            return this;
        }

        /** Appends several repetitions' values of one metric. */
        public Builder addAll(String scenario, String approach, String metric, List<Double> repetitionValues) {
            Objects.requireNonNull(repetitionValues, "repetitionValues");
            List<Double> list = values.computeIfAbsent(key(scenario, approach, metric), k -> new ArrayList<>());
            list.addAll(repetitionValues);
            return this;
        }

        /** Appends one repetition's summary metrics (one results.csv row). */
        public Builder addRepetition(String scenario, String approach, Map<String, ? extends Number> metrics) {
            Objects.requireNonNull(metrics, "metrics");
            metrics.forEach(
                    (metric, value) -> add(scenario, approach, metric, value == null ? null : value.doubleValue()));
            return this;
        }

        /** Marks that a repetition of the approach in the scenario raised a trust flag: its cells are doubtful. */
        public Builder flagged(String scenario, String approach) {
            flagged.add(new Pair(require(scenario, "scenario"), require(approach, "approach")));
            return this;
        }

        /**
         * Marks that the SUT of a repetition of the approach in the scenario fell behind the requested rate
         * ({@code SUT_FELL_BEHIND}): its cells are doubtful only where it wins.
         */
        public Builder fellBehind(String scenario, String approach) {
            fellBehind.add(new Pair(require(scenario, "scenario"), require(approach, "approach")));
            return this;
        }

        /**
         * Marks that the approach fails in the scenario. Not needed when {@code error_rate_percent} values were
         * added: {@link #build()} derives it from their median.
         */
        public Builder errors(String scenario, String approach) {
            errors.add(new Pair(require(scenario, "scenario"), require(approach, "approach")));
            scenarios.add(scenario);
            approaches.add(approach);
            return this;
        }

        public MetricTable build() {
            return new MetricTable(this);
        }

        private Key key(String scenario, String approach, String metric) {
            Key key = new Key(require(scenario, "scenario"), require(approach, "approach"), require(metric, "metric"));
            scenarios.add(scenario);
            approaches.add(approach);
            return key;
        }

        private static String require(String value, String what) {
            if (value == null || value.isBlank()) {
                throw new IllegalArgumentException(what + " must not be blank");
            }
            return value;
        }
    }
}
