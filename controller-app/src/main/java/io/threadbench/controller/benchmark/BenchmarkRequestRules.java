package io.threadbench.controller.benchmark;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.loadgen.LoadGeneratorKind;
import io.threadbench.controller.loadgen.LoadGenerators;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.CpuPlan;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.StoredScenario;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.text.Decimals;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import io.threadbench.controller.variant.VariantCatalog;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * The rules of a valid benchmark request, beside {@code ScenarioValidator} and the variant rules: the scenarios and
 * variants must exist (each once) and fit each other, the counts and texts stay within their limits, the CPU sets
 * must be usable here. All field errors are collected into one {@link ValidationException} (400).
 */
@Component
class BenchmarkRequestRules {
    /** The smallest difference that matters, in percent: below 0.1 % no figure is known; above 50 % nothing is told. */
    static final double MIN_SMALLEST_DIFFERENCE_PERCENT = 0.1;

    static final double MAX_SMALLEST_DIFFERENCE_PERCENT = 50;

    static final int MAX_REPETITIONS = 20;
    static final int MAX_TRIALS = 500;
    static final int MAX_LOAD_GENERATORS = 8;
    static final int MAX_NAME_LENGTH = 120;
    static final int MAX_NOTES_LENGTH = 4000;

    private final ScenarioService scenarios;
    private final VariantCatalog variants;
    private final LoadGenerators generators;

    BenchmarkRequestRules(ScenarioService scenarios, VariantCatalog variants, LoadGenerators generators) {
        this.scenarios = scenarios;
        this.variants = variants;
        this.generators = generators;
    }

    /** A checked request: the scenarios and the variants as they are now, the name filled in when none was given. */
    record CheckedRequest(
            String name,
            String notes,
            List<Scenario> scenarios,
            List<Variant> variants,
            int repetitions,
            boolean untilDecided,
            BenchmarkRequest.Gate gate,
            CpuPlan cpus,
            Integer loadGenerators,
            LoadGeneratorKind loadGenerator) {}

    /** The request, checked; throws {@link ValidationException} with every field error found. */
    CheckedRequest check(BenchmarkRequest request) {
        if (request == null) {
            throw new ValidationException(
                    List.of(new FieldError("", "the request body is empty; expected a benchmark")));
        }
        List<FieldError> errors = new ArrayList<>();
        List<Scenario> chosen = checkScenarios(request.scenarios(), errors);
        List<Variant> approaches = checkVariants(request, errors);
        checkPairs(chosen, approaches, errors);
        Integer runners = request.loadGenerators();
        if (runners != null && (runners < 1 || runners > MAX_LOAD_GENERATORS)) {
            errors.add(new FieldError(
                    "loadGenerators",
                    "loadGenerators must be between 1 and " + MAX_LOAD_GENERATORS
                            + " k6 runners, or left out to let Threadbench choose; got " + runners));
        }
        LoadGeneratorKind generator = checkGenerator(request, chosen, errors);
        CpuPlan cpus = CpuPlan.parse(request.cpuSets(), Boolean.TRUE.equals(request.allowCpuOverlap()), errors);
        errors.addAll(
                cpus.problems(CpuAffinity.onlineCores(), CpuAffinity.taskset().isPresent()));
        Double smallest = request.smallestDifferencePercent();
        if (smallest != null
                && !(smallest >= MIN_SMALLEST_DIFFERENCE_PERCENT && smallest <= MAX_SMALLEST_DIFFERENCE_PERCENT)) {
            errors.add(new FieldError(
                    "smallestDifferencePercent",
                    "the smallest difference that matters must be between " + MIN_SMALLEST_DIFFERENCE_PERCENT
                            + " % and " + (int) MAX_SMALLEST_DIFFERENCE_PERCENT + " % of a figure, got " + smallest
                            + " %"));
        }
        boolean untilDecided = Boolean.TRUE.equals(request.untilDecided());
        int repetitions = request.repetitions() != null
                ? request.repetitions()
                : untilDecided ? BenchmarkRequest.DEFAULT_MAX_REPETITIONS : 1;
        if (untilDecided && (repetitions < 2 || repetitions > MAX_REPETITIONS)) {
            errors.add(new FieldError(
                    "repetitions",
                    "a benchmark run until decided needs a budget of 2 to " + MAX_REPETITIONS
                            + " repetitions (the first look is after 2), got " + repetitions));
        } else if (repetitions < 1 || repetitions > MAX_REPETITIONS) {
            errors.add(new FieldError(
                    "repetitions", "repetitions must be between 1 and " + MAX_REPETITIONS + ", got " + repetitions));
        }
        BenchmarkRequest.Gate gate = checkGate(request.gate(), approaches, errors);
        String name = request.name() == null ? "" : request.name().strip();
        if (name.length() > MAX_NAME_LENGTH) {
            errors.add(new FieldError(
                    "name", "name must be at most " + MAX_NAME_LENGTH + " characters, got " + name.length()));
        }
        String notes = request.notes() == null ? "" : request.notes();
        if (notes.length() > MAX_NOTES_LENGTH) {
            errors.add(new FieldError(
                    "notes", "notes must be at most " + MAX_NOTES_LENGTH + " characters, got " + notes.length()));
        }
        long count = (long) chosen.size() * approaches.size() * repetitions;
        if (errors.isEmpty() && count > MAX_TRIALS) {
            errors.add(new FieldError(
                    "repetitions", "this makes " + count + " trials; at most " + MAX_TRIALS + " are allowed"));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        if (name.isEmpty()) {
            name = defaultName(chosen, approaches);
        }
        return new CheckedRequest(
                name, notes, chosen, approaches, repetitions, untilDecided, gate, cpus, runners, generator);
    }

    /** The gate's baseline is one of the benchmark's variants, beside at least one other; its margins in range. */
    private static BenchmarkRequest.Gate checkGate(
            BenchmarkRequest.Gate gate, List<Variant> approaches, List<FieldError> errors) {
        if (gate == null) {
            return null;
        }
        String baselineVariant =
                gate.baselineVariant() == null ? "" : gate.baselineVariant().strip();
        List<String> labels = approaches.stream().map(Variant::label).toList();
        if (baselineVariant.isEmpty()) {
            errors.add(new FieldError("gate.baselineVariant", "the gate needs the label of its baseline variant"));
        } else if (!labels.isEmpty() && !labels.contains(baselineVariant)) {
            errors.add(new FieldError(
                    "gate.baselineVariant",
                    "the baseline variant must be one of this benchmark's variants (" + String.join(", ", labels)
                            + "), got " + baselineVariant));
        } else if (labels.size() < 2) {
            errors.add(new FieldError(
                    "gate.baselineVariant", "a baseline variant needs at least one other variant to gate against it"));
        }
        checkMargin(gate.maxRegressionPercent(), "gate.maxRegressionPercent", " %", errors);
        checkMargin(gate.maxErrorIncreasePoints(), "gate.maxErrorIncreasePoints", " percentage points", errors);
        gate.figureMargins().forEach((figure, margin) -> {
            if (!GATED_FIGURES.contains(figure)) {
                errors.add(new FieldError(
                        "gate.figureMargins",
                        "a margin of its own is for " + String.join(", ", GATED_FIGURES) + ", got " + figure));
            } else {
                checkMargin(margin, "gate.figureMargins." + figure, " %", errors);
            }
        });
        return new BenchmarkRequest.Gate(
                baselineVariant, gate.maxRegressionPercent(), gate.maxErrorIncreasePoints(), gate.figureMargins());
    }

    /** The gated figures a margin of their own may be set for (the gate's headline figures, by metric name). */
    static final List<String> GATED_FIGURES = MetricNames.HEADLINE;

    private static void checkMargin(Double value, String field, String unit, List<FieldError> errors) {
        if (value != null
                && !(value >= BenchmarkRequest.Gate.MIN_MARGIN && value <= BenchmarkRequest.Gate.MAX_MARGIN)) {
            errors.add(new FieldError(
                    field,
                    "the margin must be between %s and %s%s, got %s"
                            .formatted(
                                    Decimals.plain(BenchmarkRequest.Gate.MIN_MARGIN),
                                    Decimals.plain(BenchmarkRequest.Gate.MAX_MARGIN),
                                    unit,
                                    value)));
        }
    }

    /**
     * The load generator asked for (else k6 when it is here, else vegeta): it must be here, vegeta runs one process and
     * only arrival rates, and a closed loop needs k6, which the error says in words.
     */
    private LoadGeneratorKind checkGenerator(BenchmarkRequest request, List<Scenario> chosen, List<FieldError> errors) {
        String asked =
                request.loadGenerator() == null ? "" : request.loadGenerator().strip();
        LoadGeneratorKind kind;
        try {
            kind = asked.isEmpty() ? generators.byDefault() : LoadGeneratorKind.fromId(asked);
        } catch (IllegalArgumentException e) {
            errors.add(new FieldError("loadGenerator", e.getMessage()));
            return null;
        }
        String why = asked.isEmpty() ? " (k6 is not available here: " : " (";
        for (Scenario scenario : chosen) {
            if (!kind.runs(scenario.load().shape())) {
                errors.add(new FieldError(
                        "loadGenerator",
                        "scenario '" + scenario.name() + "' has load shape "
                                + scenario.load().shape().id()
                                + ", a closed loop of virtual users that wait for each answer: it needs k6, and vegeta"
                                + " only sends at a fixed arrival rate"
                                + (asked.isEmpty()
                                        ? why
                                                + generators
                                                        .unavailable(LoadGeneratorKind.K6)
                                                        .orElse("") + ")"
                                        : "; choose k6 for it, or run it in a benchmark of its own")));
            }
        }
        if (kind == LoadGeneratorKind.VEGETA && request.loadGenerators() != null && request.loadGenerators() > 1) {
            errors.add(new FieldError(
                    "loadGenerators",
                    "vegeta runs as one process per trial (its workers use every core); leave loadGenerators empty"
                            + " or 1, or choose k6 for several runners"));
        }
        if (!asked.isEmpty()) {
            generators.unavailable(kind).ifPresent(reason -> errors.add(new FieldError("loadGenerator", reason)));
        }
        return kind;
    }

    private List<Scenario> checkScenarios(List<String> names, List<FieldError> errors) {
        if (names == null || names.isEmpty()) {
            errors.add(new FieldError("scenarios", "choose at least one scenario"));
            return List.of();
        }
        List<Scenario> chosen = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            String field = "scenarios[" + i + "]";
            if (name == null || name.isBlank()) {
                errors.add(new FieldError(field, field + " is empty"));
            } else if (!seen.add(name)) {
                errors.add(new FieldError(field, "scenario '" + name + "' is listed more than once"));
            } else {
                scenarios
                        .find(name)
                        .map(StoredScenario::scenario)
                        .ifPresentOrElse(
                                chosen::add,
                                () -> errors.add(new FieldError(field, "no scenario named '" + name + "'")));
            }
        }
        return chosen;
    }

    /**
     * The variants of a request: its approaches (built-in variants), then its variants, or the A/A pair of
     * {@code aa}; each label at most once.
     */
    private List<Variant> checkVariants(BenchmarkRequest request, List<FieldError> errors) {
        List<String> approaches = request.approaches() == null ? List.of() : request.approaches();
        List<String> labels = request.variants() == null ? List.of() : request.variants();
        if (request.ab() != null && !request.ab().isBlank()) {
            if (!approaches.isEmpty()
                    || !labels.isEmpty()
                    || (request.aa() != null && !request.aa().isBlank())) {
                errors.add(new FieldError(
                        "ab",
                        "an A/B check runs one variant against itself with a known extra delay; leave approaches,"
                                + " variants and aa empty"));
                return List.of();
            }
            return variants.abPair(request.ab().strip(), "ab", errors);
        }
        if (request.aa() != null && !request.aa().isBlank()) {
            if (!approaches.isEmpty() || !labels.isEmpty()) {
                errors.add(new FieldError(
                        "aa", "an A/A check runs one variant against itself; leave approaches and variants empty"));
                return List.of();
            }
            return variants.aaPair(request.aa().strip(), "aa", errors);
        }
        if (approaches.isEmpty() && labels.isEmpty()) {
            errors.add(new FieldError(
                    "approaches", "choose at least one approach (" + Approach.ids() + ") or variant of yours"));
            return List.of();
        }
        List<Variant> chosen = new ArrayList<>(checkApproaches(approaches, errors));
        Set<String> taken = new HashSet<>(chosen.stream().map(Variant::label).toList());
        List<Variant> more = variants.resolve(labels, "variants", errors);
        for (int i = 0; i < more.size(); i++) {
            if (!taken.add(more.get(i).label())) {
                errors.add(new FieldError(
                        "variants[" + i + "]", "'" + more.get(i).label() + "' is listed as an approach already"));
            } else {
                chosen.add(more.get(i));
            }
        }
        return chosen;
    }

    /** The built-in variants of approach ids, on the default JDK. */
    private List<Variant> checkApproaches(List<String> ids, List<FieldError> errors) {
        List<Approach> chosen = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            String field = "approaches[" + i + "]";
            try {
                Approach approach = Approach.fromId(ids.get(i));
                if (chosen.contains(approach)) {
                    errors.add(new FieldError(field, "approach '" + approach.id() + "' is listed more than once"));
                } else {
                    chosen.add(approach);
                }
            } catch (IllegalArgumentException e) {
                errors.add(new FieldError(field, e.getMessage()));
            }
        }
        List<String> labels = chosen.stream().map(Approach::id).toList();
        return variants.resolve(labels, "approaches", new ArrayList<>());
    }

    /**
     * A registered service serves only the scenarios' own requests; our SUT's approaches serve the workloads their
     * {@link Approach} lists.
     */
    private static void checkPairs(List<Scenario> chosen, List<Variant> variants, List<FieldError> errors) {
        for (Variant variant : variants) {
            if (variant.extraDelayPercent() != null) {
                chosen.stream()
                        .filter(scenario -> scenario.work().delayMillis() == 0)
                        .forEach(scenario -> errors.add(new FieldError(
                                "ab",
                                "the A/B check adds " + variant.extraDelayPercent() + " % of the scenario's delay;"
                                        + " scenario '" + scenario.name() + "' has delayMillis 0")));
            }
            if (variant.isBuiltin()) {
                Approach approach = variant.builtinApproach();
                chosen.stream()
                        .filter(scenario -> !approach.supports(scenario.work().workload()))
                        .forEach(scenario -> errors.add(new FieldError(
                                variant.label().equals(approach.id()) ? "approaches" : "variants",
                                "variant '" + variant.label() + "' cannot run scenario '" + scenario.name() + "': "
                                        + approach.whyNot(scenario.work().workload()))));
                continue;
            }
            for (Scenario scenario : chosen) {
                if (scenario.work().workload() != Workload.REQUESTS) {
                    errors.add(new FieldError(
                            "variants",
                            "variant '" + variant.label() + "' runs service '"
                                    + variant.service().name()
                                    + "', which only gets the scenarios' own requests (workload 'requests'); scenario '"
                                    + scenario.name() + "' has workload '"
                                    + scenario.work().workload().id() + "'"));
                }
            }
        }
    }

    private static String defaultName(List<Scenario> scenarios, List<Variant> variants) {
        String names = String.join(", ", scenarios.stream().map(Scenario::name).toList());
        String name = variants.size() == 2 && variants.get(1).extraDelayPercent() != null
                ? names + " · A/B check (+" + variants.get(1).extraDelayPercent() + " % delay)"
                : variants.size() == 2
                                && variants.get(0).label().endsWith("-a")
                                && variants.get(1).label().endsWith("-b")
                        ? names + " · A/A check"
                        : names + " × " + columns(variants);
        return name.length() <= MAX_NAME_LENGTH - NUMBER_ROOM
                ? name
                : name.substring(0, MAX_NAME_LENGTH - NUMBER_ROOM - 1) + "…";
    }

    /** Room kept at the end of a generated name for the number that makes it unique. */
    private static final int NUMBER_ROOM = 6;

    /** The variants' labels when a few, so the name says what is compared, else how many. */
    private static String columns(List<Variant> variants) {
        List<String> labels = variants.stream().map(Variant::label).toList();
        String joined = String.join(" vs ", labels);
        return labels.size() <= 3 && joined.length() <= 60
                ? joined
                : variants.size() + (variants.size() == 1 ? " variant" : " variants");
    }
}
