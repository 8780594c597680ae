package io.threadbench.controller.benchmark;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a user asks for when starting a benchmark (API body, form, CLI). Approaches are ids such as
 * {@code loom-tomcat}; everything is checked by {@link BenchmarkService} with field-level messages.
 *
 * @param name        optional; a name is made up from the scenarios when blank
 * @param repetitions null means 1
 * @param cpuSets     role ({@code sut}, {@code upstream}, {@code loadgen}, {@code controller}) → cores such as
 *                    {@code 0-1}; null or empty pins nothing (DESIGN §12)
 * @param allowCpuOverlap the SUT may share cores with the other roles; null means no
 * @param loadGenerators  k6 runners per trial (1 to 8); null lets the controller choose from the planned rate
 * @param loadGenerator   the program that puts the load, {@code k6} or {@code vegeta} (arrival rates only); null: k6
 *                        when it is here, else vegeta
 * @param variants        variant labels (DESIGN §3a), run after the {@code approaches} (which are built-in variants)
 * @param aa              a variant label for an A/A check: it runs twice, as {@code LABEL-a} and {@code LABEL-b}
 * @param ab              a built-in variant label for an A/B check: {@code LABEL-a} against {@code LABEL-b}, which
 *                        answers 2 % of the scenario's delay later
 * @param jfr             stream the SUT's flight recorder (pinning, GC pauses) in every trial; null: the default,
 *                        {@link RunSettings#JFR_BY_DEFAULT}
 * @param smallestDifferencePercent the smallest difference that matters to the verdict, in percent of a figure
 *                        ({@link io.threadbench.controller.metrics.SmallestDifference}); null: the default, 2 %
 * @param untilDecided    run rounds until each scenario is decided, {@code repetitions} at most (default then
 *                        {@link #DEFAULT_MAX_REPETITIONS}); null or false: exactly {@code repetitions}
 * @param gate            the regression gate against a variant of this benchmark (the CLI's
 *                        {@code --baseline-variant}); with {@code untilDecided} a scenario is decided when every
 *                        gated figure is; null: none
 */
public record BenchmarkRequest(
        String name,
        String notes,
        List<String> scenarios,
        List<String> approaches,
        Integer repetitions,
        Map<String, String> cpuSets,
        Boolean allowCpuOverlap,
        Integer loadGenerators,
        String loadGenerator,
        List<String> variants,
        String aa,
        String ab,
        Boolean jfr,
        Double smallestDifferencePercent,
        Boolean untilDecided,
        Gate gate) {

    /**
     * The regression gate of a benchmark against one of its variants, measured interleaved with the others (DESIGN
     * §9).
     *
     * @param baselineVariant        the variant the others are judged against
     * @param maxRegressionPercent   how much worse p50, p99 or requests/s may get; null: 3 %
     * @param maxErrorIncreasePoints how many percentage points the error rate may rise; null: 1
     * @param figureMargins          a margin of its own for some of those figures, by metric name (e.g.
     *                               {@code latency_millis_p99}: 8); null or empty: none
     */
    public record Gate(
            String baselineVariant,
            Double maxRegressionPercent,
            Double maxErrorIncreasePoints,
            Map<String, Double> figureMargins) {

        /**
         * The range of every margin, in percent (percentage points for the error rate), wherever it is given (form,
         * API, CLI): finer than 0.1 no figure here is known; wider than 50 the gate would let anything pass.
         */
        public static final double MIN_MARGIN = 0.1;

        public static final double MAX_MARGIN = 50;

        public Gate {
            figureMargins =
                    figureMargins == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(figureMargins));
        }
    }

    /** The budget of a benchmark run until decided, when it sets none. */
    public static final int DEFAULT_MAX_REPETITIONS = 10;

    /**
     * The repetitions the form and the CLI start with: a single one shows no run-to-run noise and names no winner
     * (the API keeps 1 as its default, for scripts that time one run).
     */
    public static final int REPETITIONS_FOR_A_VERDICT = 3;

    /** A builder for a request a few fields at a time; every field left unset is null (the default it stands for). */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link BenchmarkRequest}; tests and callers that set only a few fields use it. */
    public static final class Builder {
        private String name;
        private String notes;
        private List<String> scenarios;
        private List<String> approaches;
        private Integer repetitions;
        private Map<String, String> cpuSets;
        private Boolean allowCpuOverlap;
        private Integer loadGenerators;
        private String loadGenerator;
        private List<String> variants;
        private String aa;
        private String ab;
        private Boolean jfr;
        private Double smallestDifferencePercent;
        private Boolean untilDecided;
        private Gate gate;

        private Builder() {}

        /** Rounds until each scenario is decided, at most {@code budget} (null: the default budget). */
        public Builder untilDecided(Integer budget) {
            untilDecided = true;
            repetitions = budget;
            return this;
        }

        public Builder gate(Gate value) {
            gate = value;
            return this;
        }

        public Builder name(String value) {
            name = value;
            return this;
        }

        public Builder notes(String value) {
            notes = value;
            return this;
        }

        public Builder scenarios(List<String> value) {
            scenarios = value;
            return this;
        }

        public Builder approaches(List<String> value) {
            approaches = value;
            return this;
        }

        public Builder repetitions(Integer value) {
            repetitions = value;
            return this;
        }

        /** The cores per role, and whether the SUT may share them with the other roles. */
        public Builder cpuSets(Map<String, String> cores, Boolean allowOverlap) {
            cpuSets = cores;
            allowCpuOverlap = allowOverlap;
            return this;
        }

        public Builder loadGenerators(Integer value) {
            loadGenerators = value;
            return this;
        }

        public Builder loadGenerator(String value) {
            loadGenerator = value;
            return this;
        }

        public Builder variants(List<String> value) {
            variants = value;
            return this;
        }

        public Builder aa(String label) {
            aa = label;
            return this;
        }

        public Builder ab(String label) {
            ab = label;
            return this;
        }

        public Builder smallestDifferencePercent(Double value) {
            smallestDifferencePercent = value;
            return this;
        }

        public Builder jfr(Boolean value) {
            jfr = value;
            return this;
        }

        public BenchmarkRequest build() {
            return new BenchmarkRequest(
                    name,
                    notes,
                    scenarios,
                    approaches,
                    repetitions,
                    cpuSets,
                    allowCpuOverlap,
                    loadGenerators,
                    loadGenerator,
                    variants,
                    aa,
                    ab,
                    jfr,
                    smallestDifferencePercent,
                    untilDecided,
                    gate);
        }
    }
}
