package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.errors.FieldError;
import java.util.List;
import java.util.Optional;

/**
 * What the new-benchmark form posts; repetitions stay text so that "two" becomes a field message.
 *
 * @param scenarios  ticked scenario names
 * @param approaches ticked approach ids
 */
public record BenchmarkForm(
        String name, String notes, List<String> scenarios, List<String> approaches, String repetitions) {

    public BenchmarkForm {
        scenarios = scenarios == null ? List.of() : List.copyOf(scenarios);
        approaches = approaches == null ? List.of() : List.copyOf(approaches);
    }

    /** The empty form: one repetition, the given scenario ticked (from a scenario's "benchmark it" link). */
    static BenchmarkForm blank(String scenario, List<String> approaches) {
        return new BenchmarkForm("", "", scenario == null ? List.of() : List.of(scenario), approaches, "1");
    }

    /** The repetitions field, if it is not a whole number. */
    Optional<FieldError> repetitionsError() {
        if (repetitions == null || repetitions.isBlank()) {
            return Optional.empty();
        }
        try {
            Integer.parseInt(repetitions.trim());
            return Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.of(new FieldError(
                    "repetitions", "repetitions must be a whole number, got '" + repetitions.trim() + "'"));
        }
    }

    BenchmarkRequest toRequest() {
        Integer count = repetitions == null
                        || repetitions.isBlank()
                        || repetitionsError().isPresent()
                ? null
                : Integer.valueOf(repetitions.trim());
        return new BenchmarkRequest(name, notes, scenarios, approaches, count);
    }

    public boolean hasScenario(String scenario) {
        return scenarios.contains(scenario);
    }

    public boolean hasApproach(String approach) {
        return approaches.contains(approach);
    }
}
