package io.threadbench.controller.results.compare;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.ResultsService;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The two benchmarks to compare and the threshold, as typed into the compare form or a URL: {@code a}, {@code b}
 * (benchmark ids) and {@code threshold} (percent, default 2). Kept as text so that bad input becomes a field
 * message rather than a binding error.
 */
public record CompareRequest(String a, String b, String threshold) {

    static final double MAX_THRESHOLD_PERCENT = 1000;

    /**
     * Whether to compare (and report what is missing): the form was sent (it always sends a threshold) or both
     * benchmarks are named. A link that only preselects A shows the form without complaints.
     */
    public boolean submitted() {
        return threshold != null || (!isBlank(a) && !isBlank(b));
    }

    /** The comparison, or the field errors that prevent it. */
    public Outcome evaluate(ResultsService stored) {
        List<FieldError> errors = new ArrayList<>();
        Optional<BenchmarkResults> first = benchmark("a", a, stored, errors);
        Optional<BenchmarkResults> second = benchmark("b", b, stored, errors);
        double percent = threshold(errors);
        if (!errors.isEmpty()) {
            return new Outcome(null, errors);
        }
        BenchmarkResults left = first.orElseThrow();
        BenchmarkResults right = second.orElseThrow();
        Comparison comparison = BenchmarkComparator.compare(
                label(left), left.metricTable(), label(right), right.metricTable(), percent);
        List<String> differences = stored.environment(left.id())
                .flatMap(envA -> stored.environment(right.id()).map(envA::differencesTo))
                .orElse(List.of());
        return new Outcome(comparison.withEnvironmentDifferences(differences), List.of());
    }

    /** @param comparison null when there are errors */
    public record Outcome(Comparison comparison, List<FieldError> errors) {}

    static String label(BenchmarkResults benchmark) {
        return "#" + benchmark.id() + " " + benchmark.name();
    }

    private static Optional<BenchmarkResults> benchmark(
            String field, String value, ResultsService stored, List<FieldError> errors) {
        if (isBlank(value)) {
            errors.add(new FieldError(field, "choose benchmark " + field.toUpperCase(Locale.ROOT)));
            return Optional.empty();
        }
        long id;
        try {
            id = Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            errors.add(new FieldError(field, field + " must be a benchmark id, got '" + value + "'"));
            return Optional.empty();
        }
        Optional<BenchmarkResults> found = stored.ofBenchmark(id);
        if (found.isEmpty()) {
            errors.add(new FieldError(field, "there is no benchmark " + id));
        }
        return found;
    }

    private double threshold(List<FieldError> errors) {
        if (isBlank(threshold)) {
            return BenchmarkComparator.DEFAULT_THRESHOLD_PERCENT;
        }
        try {
            double percent = Double.parseDouble(threshold.trim());
            if (percent >= 0 && percent <= MAX_THRESHOLD_PERCENT) {
                return percent;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        errors.add(new FieldError(
                "threshold",
                "threshold must be a percentage between 0 and " + (int) MAX_THRESHOLD_PERCENT + ", got '" + threshold
                        + "'"));
        return Double.NaN;
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }
}
