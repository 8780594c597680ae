package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.process.CpuPlan;
import io.threadbench.controller.process.CpuSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the new-benchmark form posts; repetitions stay text so that "two" becomes a field message.
 *
 * @param scenarios  ticked scenario names
 * @param approaches ticked approach ids (the built-in variants)
 * @param variants   ticked labels of the user's variants
 * @param aa         a variant for an A/A check (then the ticked ones are not used), or blank
 * @param loadGenerator {@code k6}, {@code vegeta}, or blank for the default (k6 when it is here)
 * @param cpuSut     cores of the SUT (blank: not pinned); likewise for its upstream, k6 and the controller
 */
public record BenchmarkForm(
        String name,
        String notes,
        List<String> scenarios,
        List<String> approaches,
        String repetitions,
        String cpuSut,
        String cpuUpstream,
        String cpuLoadgen,
        String cpuController,
        Boolean allowCpuOverlap,
        String loadGenerators,
        String loadGenerator,
        List<String> variants,
        String aa,
        String ab,
        String jfr,
        String smallestDifferencePercent) {

    public BenchmarkForm {
        scenarios = scenarios == null ? List.of() : List.copyOf(scenarios);
        approaches = approaches == null ? List.of() : List.copyOf(approaches);
        variants = variants == null ? List.of() : List.copyOf(variants);
    }

    /**
     * The empty form: the repetitions a verdict needs, the given scenario and variants ticked (from a scenario's
     * "benchmark it" link or a preset) and the machine's default CPU sets.
     */
    static BenchmarkForm blank(
            String scenario, List<String> approaches, List<String> variants, CpuPlan cpus, String aa) {
        return new BenchmarkForm(
                "",
                "",
                scenario == null ? List.of() : List.of(scenario),
                approaches,
                Integer.toString(BenchmarkRequest.REPETITIONS_FOR_A_VERDICT),
                list(cpus.sut()),
                list(cpus.upstream()),
                list(cpus.loadGenerator()),
                list(cpus.controller()),
                cpus.allowOverlap(),
                "",
                "",
                variants,
                aa == null ? "" : aa,
                "",
                io.threadbench.controller.benchmark.RunSettings.JFR_BY_DEFAULT ? "on" : "off",
                "");
    }

    /** Whether the form asks for an A/B check. */
    public boolean isAb() {
        return ab != null && !ab.isBlank();
    }

    /** Whether the form asks for an A/A check. */
    public boolean isAa() {
        return aa != null && !aa.isBlank() && !isAb();
    }

    private static String list(CpuSet set) {
        return set == null ? "" : set.list();
    }

    /** The k6 runners field, if it is neither empty nor a whole number. */
    Optional<FieldError> loadGeneratorsError() {
        if (loadGenerators == null || loadGenerators.isBlank()) {
            return Optional.empty();
        }
        try {
            Integer.parseInt(loadGenerators.strip());
            return Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.of(new FieldError(
                    "loadGenerators",
                    "k6 runners must be a whole number or empty, got '" + loadGenerators.strip() + "'"));
        }
    }

    /** The repetitions field says {@code auto}: rounds until each scenario is decided, within the default budget. */
    boolean untilDecided() {
        return repetitions != null && repetitions.strip().equalsIgnoreCase("auto");
    }

    /** The repetitions field, if it is neither a whole number nor {@code auto}. */
    Optional<FieldError> repetitionsError() {
        if (repetitions == null || repetitions.isBlank() || untilDecided()) {
            return Optional.empty();
        }
        try {
            Integer.parseInt(repetitions.trim());
            return Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.of(new FieldError(
                    "repetitions",
                    "repetitions must be a whole number or auto (until decided, at most "
                            + BenchmarkRequest.DEFAULT_MAX_REPETITIONS + "), got '" + repetitions.trim() + "'"));
        }
    }

    /**
     * Whether the form asks for a single repetition (an empty field is one, as in the API), which names no winner: one
     * run per variant shows no run-to-run noise.
     */
    boolean singleRepetition() {
        return repetitions == null
                || repetitions.isBlank()
                || (!untilDecided() && repetitionsError().isEmpty() && Integer.parseInt(repetitions.trim()) == 1);
    }

    BenchmarkRequest toRequest() {
        Integer count = repetitions == null
                        || repetitions.isBlank()
                        || untilDecided()
                        || repetitionsError().isPresent()
                ? null
                : Integer.valueOf(repetitions.trim());
        Map<String, String> cpuSets = new LinkedHashMap<>();
        put(cpuSets, "sut", cpuSut);
        put(cpuSets, "upstream", cpuUpstream);
        put(cpuSets, "loadgen", cpuLoadgen);
        put(cpuSets, "controller", cpuController);
        return new BenchmarkRequest(
                name,
                notes,
                scenarios,
                isAa() || isAb() ? null : approaches,
                count,
                cpuSets,
                Boolean.TRUE.equals(allowCpuOverlap),
                loadGeneratorsError().isPresent() || loadGenerators == null || loadGenerators.isBlank()
                        ? null
                        : Integer.valueOf(loadGenerators.strip()),
                loadGenerator == null || loadGenerator.isBlank() ? null : loadGenerator.strip(),
                isAa() || isAb() ? null : variants,
                isAa() ? aa.strip() : null,
                isAb() ? ab.strip() : null,
                jfr == null || jfr.isBlank() ? null : !jfr.strip().equals("off"),
                smallestDifferenceError().isPresent()
                                || smallestDifferencePercent == null
                                || smallestDifferencePercent.isBlank()
                        ? null
                        : Double.valueOf(smallestDifferencePercent
                                .strip()
                                .replace("%", "")
                                .strip()),
                untilDecided() ? Boolean.TRUE : null,
                null);
    }

    /** The smallest difference field, if it is neither empty nor a number. */
    Optional<FieldError> smallestDifferenceError() {
        if (smallestDifferencePercent == null || smallestDifferencePercent.isBlank()) {
            return Optional.empty();
        }
        try {
            double value = Double.parseDouble(
                    smallestDifferencePercent.strip().replace("%", "").strip());
            if (Double.isFinite(value)) {
                return Optional.empty();
            }
        } catch (NumberFormatException e) {
            // said below
        }
        return Optional.of(new FieldError(
                "smallestDifferencePercent",
                "the smallest difference must be a percentage such as 2 or 0.5, got '"
                        + smallestDifferencePercent.strip() + "'"));
    }

    private static void put(Map<String, String> cpuSets, String role, String cores) {
        if (cores != null && !cores.isBlank()) {
            cpuSets.put(role, cores.strip());
        }
    }

    public boolean hasScenario(String scenario) {
        return scenarios.contains(scenario);
    }

    public boolean hasApproach(String approach) {
        return approaches.contains(approach);
    }

    public boolean hasVariant(String label) {
        return variants.contains(label);
    }
}
