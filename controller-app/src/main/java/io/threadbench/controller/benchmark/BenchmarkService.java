package io.threadbench.controller.benchmark;

import io.threadbench.controller.errors.ConflictException;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.CpuPlan;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.StoredScenario;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import io.threadbench.controller.variant.VariantCatalog;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What the API, the pages and the CLI do with benchmarks. A new benchmark is checked field by field, then
 * stored with all its QUEUED trials (scenario snapshots taken now) in one transaction; its QUEUED
 * {@link StatusEvent} wakes the queue worker. Throws {@link ValidationException} (400), {@link NotFoundException} (404) and
 * {@link ConflictException} (409: cancelling a finished or deleting a running benchmark).
 */
@Service
public class BenchmarkService {

    /**
     * Whether a benchmark streams the SUT's flight recorder when the request does not say: off, because its cost
     * could not be shown to stay within the budget of DESIGN §6 (2 % of the SUT's CPU at 1,000 req/s): the stream
     * itself takes about 5 ms of the SUT's CPU per second, some 2 % of a light 1,000 req/s load.
     */
    public static final boolean JFR_BY_DEFAULT = false;

    static final int MAX_REPETITIONS = 20;
    static final int MAX_TRIALS = 500;
    static final int MAX_LOAD_GENERATORS = 8;
    static final int MAX_NAME_LENGTH = 120;
    static final int MAX_NOTES_LENGTH = 4000;

    private final MachineTurn turn;
    private final BenchmarkRepository benchmarks;
    private final TrialRepository trials;
    private final ScenarioService scenarios;
    private final VariantCatalog variants;
    private final TrialFolders folders;
    private final TrialOverhead overhead;
    private final ApplicationEventPublisher events;
    private final TransactionTemplate transaction;
    private final Clock clock = Clock.systemUTC();

    BenchmarkService(
            BenchmarkRepository benchmarks,
            TrialRepository trials,
            ScenarioService scenarios,
            VariantCatalog variants,
            TrialFolders folders,
            TrialOverhead overhead,
            MachineTurn turn,
            ApplicationEventPublisher events,
            PlatformTransactionManager transactionManager) {
        this.turn = turn;
        this.benchmarks = benchmarks;
        this.trials = trials;
        this.scenarios = scenarios;
        this.variants = variants;
        this.folders = folders;
        this.overhead = overhead;
        this.events = events;
        this.transaction = new TransactionTemplate(transactionManager);
    }

    /** A checked request: the scenarios and the variants as they are now. */
    private record Checked(
            String name,
            String notes,
            List<Scenario> scenarios,
            List<Variant> variants,
            int repetitions,
            CpuPlan cpus,
            Integer loadGenerators) {}

    /** Stores the benchmark and its trials as QUEUED and wakes the queue worker. */
    public Benchmark create(BenchmarkRequest request) {
        Checked checked = check(request);
        Instant now = now();
        long id = transaction.execute(status -> {
            long benchmarkId = benchmarks.insert(
                    request.name() == null || request.name().isBlank() ? unique(checked.name()) : checked.name(),
                    checked.notes(),
                    checked.scenarios().stream().map(Scenario::name).toList(),
                    checked.variants(),
                    checked.repetitions(),
                    now);
            benchmarks.cpuPlan(benchmarkId, checked.cpus());
            benchmarks.loadGenerators(benchmarkId, checked.loadGenerators());
            benchmarks.jfr(benchmarkId, request.jfr() == null ? JFR_BY_DEFAULT : request.jfr());
            trials.insertAll(
                    benchmarkId, TrialOrder.of(checked.scenarios(), checked.variants(), checked.repetitions()));
            return benchmarkId;
        });
        Benchmark created = get(id); // read before the worker wakes, so the caller sees it QUEUED
        // the queue worker listens for this and wakes up
        events.publishEvent(new StatusEvent(id, null, RunStatus.QUEUED, null, null));
        return created;
    }

    /**
     * What a QUEUED benchmark waits for when another Threadbench measures on the machine, e.g. "waiting: benchmark
     * 12 of another Threadbench (PID 4242, …) is measuring"; empty when it does not wait.
     */
    public Optional<String> waiting(long benchmarkId) {
        return turn.waiting(benchmarkId);
    }

    /** The cores each role of a benchmark is pinned to ({@link CpuPlan#NONE} when none or unknown). */
    public CpuPlan cpuPlan(long benchmarkId) {
        return benchmarks.cpuPlan(benchmarkId);
    }

    /** The number of trials and the time a request would take, after the same checks as {@link #create}. */
    public PlannedDuration plannedDuration(BenchmarkRequest request) {
        Checked checked = check(request);
        long load = (long) checked.repetitions()
                * checked.variants().size()
                * checked.scenarios().stream()
                        .mapToLong(Scenario::plannedSeconds)
                        .sum();
        int count = checked.scenarios().size() * checked.variants().size() * checked.repetitions();
        return new PlannedDuration(count, load, load + count * overhead.seconds());
    }

    public BenchmarkPage list(BenchmarkFilter filter) {
        List<FieldError> errors = new ArrayList<>();
        if (filter.page() < 0) {
            errors.add(new FieldError("page", "page must be 0 or more, got " + filter.page()));
        }
        if (filter.size() < 1 || filter.size() > BenchmarkFilter.MAX_SIZE) {
            errors.add(new FieldError(
                    "size", "size must be between 1 and " + BenchmarkFilter.MAX_SIZE + ", got " + filter.size()));
        }
        if (filter.from() != null && filter.to() != null && !filter.from().isBefore(filter.to())) {
            errors.add(new FieldError("to", "to must be after from"));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        return benchmarks.list(filter);
    }

    public Optional<Benchmark> find(long id) {
        return benchmarks.find(id);
    }

    public Benchmark get(long id) {
        return benchmarks.find(id).orElseThrow(() -> new NotFoundException("no benchmark with id " + id));
    }

    /** The benchmark's trials in run order (404 if there is no such benchmark). */
    public List<Trial> trials(long benchmarkId) {
        get(benchmarkId);
        return trials.ofBenchmark(benchmarkId);
    }

    /** Whether the benchmark's trials stream the SUT's flight recorder. */
    public boolean jfr(long benchmarkId) {
        return benchmarks.jfr(benchmarkId);
    }

    /** The k6 runners asked for per trial, or null when the controller chooses from the planned rate. */
    public Integer loadGenerators(long benchmarkId) {
        return benchmarks.loadGenerators(benchmarkId);
    }

    /** What explains each trial beyond its seconds (first error messages, pinned stacks), by trial id. */
    public java.util.Map<Long, TrialDiagnostics> diagnostics(List<Trial> of) {
        java.util.Map<Long, TrialDiagnostics> found = new java.util.HashMap<>();
        of.forEach(trial -> trials.diagnostics(trial.id()).ifPresent(d -> found.put(trial.id(), d)));
        return found;
    }

    public Trial trial(long trialId) {
        return trials.find(trialId).orElseThrow(() -> new NotFoundException("no trial with id " + trialId));
    }

    /**
     * Cancels a queued benchmark at once, or stops a running one: its current trial stops gracefully and keeps
     * its partial data, the rest are cancelled. 409 if it has finished already.
     */
    public Benchmark cancel(long id) {
        Benchmark benchmark = get(id);
        if (benchmark.status() == RunStatus.QUEUED) {
            boolean cancelled = transaction.execute(status -> {
                if (!benchmarks.cancelIfQueued(id, now())) {
                    return false;
                }
                trials.cancelQueued(id, now());
                return true;
            });
            if (cancelled) {
                events.publishEvent(
                        new StatusEvent(id, null, RunStatus.CANCELLED, null, "cancelled before it started"));
                return get(id);
            }
            benchmark = get(id); // the worker picked it up meanwhile
        }
        if (benchmark.status() == RunStatus.RUNNING) {
            events.publishEvent(new CancelRequest(id));
            return get(id);
        }
        throw new ConflictException("benchmark " + id + " has already finished (" + benchmark.status() + ")");
    }

    /**
     * Runs the missing trials of an INTERRUPTED or CANCELLED benchmark: those that did not finish are queued again
     * (their partial data goes), those that succeeded or failed are kept. 409 for any other status.
     */
    public Benchmark resume(long id) {
        Benchmark benchmark = get(id);
        Integer requeued = transaction.execute(status -> {
            if (!benchmarks.requeue(id)) {
                return null;
            }
            return trials.requeueUnfinished(id);
        });
        if (requeued == null) {
            throw new ConflictException("benchmark " + id + " is " + benchmark.status()
                    + "; only an interrupted or cancelled benchmark can be resumed");
        }
        if (requeued == 0) {
            // nothing was missing after all: it is finished, say how
            transaction.executeWithoutResult(status -> benchmarks.finishQueued(id, now()));
        } else {
            events.publishEvent(new StatusEvent(id, null, RunStatus.QUEUED, null, null)); // wakes the worker
        }
        return get(id);
    }

    /** Deletes a benchmark that is not running, with its trials, series and logs. 409 while it runs. */
    public void delete(long id) {
        Benchmark benchmark = get(id);
        if (benchmark.status() == RunStatus.RUNNING) {
            throw new ConflictException("benchmark " + id + " is running; cancel it first");
        }
        List<Trial> removed = trials.ofBenchmark(id);
        if (!benchmarks.deleteUnlessRunning(id)) {
            get(id); // 404 if it has gone meanwhile, else the worker has just started it
            throw new ConflictException("benchmark " + id + " has just started; cancel it first");
        }
        removed.forEach(trial -> folders.delete(trial));
    }

    private Checked check(BenchmarkRequest request) {
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
        CpuPlan cpus = CpuPlan.parse(request.cpuSets(), Boolean.TRUE.equals(request.allowCpuOverlap()), errors);
        errors.addAll(
                cpus.problems(CpuAffinity.onlineCores(), CpuAffinity.taskset().isPresent()));
        int repetitions = request.repetitions() == null ? 1 : request.repetitions();
        if (repetitions < 1 || repetitions > MAX_REPETITIONS) {
            errors.add(new FieldError(
                    "repetitions", "repetitions must be between 1 and " + MAX_REPETITIONS + ", got " + repetitions));
        }
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
        return new Checked(name, notes, chosen, approaches, repetitions, cpus, runners);
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
     * The label when a filter may use it: a variant's (built-in or the user's) or one some benchmark ran.
     *
     * @throws IllegalArgumentException saying it is not known
     */
    public String knownLabel(String label) {
        if (!variants.labels().contains(label) && !benchmarks.usesLabel(label)) {
            throw new IllegalArgumentException("'" + label + "' is not known");
        }
        return label;
    }

    /**
     * A registered service serves only the scenarios' own requests; our SUT's approaches serve the workloads their
     * {@link Approach} lists.
     */
    private static void checkPairs(List<Scenario> chosen, List<Variant> variants, List<FieldError> errors) {
        for (Variant variant : variants) {
            if (variant.extraDelayPercent() != null) {
                chosen.stream()
                        .filter(scenario -> scenario.delayMillis() == 0)
                        .forEach(scenario -> errors.add(new FieldError(
                                "ab",
                                "the A/B check adds " + variant.extraDelayPercent() + " % of the scenario's delay;"
                                        + " scenario '" + scenario.name() + "' has delayMillis 0")));
            }
            if (variant.isBuiltin()) {
                Approach approach = variant.builtinApproach();
                chosen.stream()
                        .filter(scenario -> !approach.supports(scenario.workload()))
                        .forEach(scenario -> errors.add(new FieldError(
                                variant.label().equals(approach.id()) ? "approaches" : "variants",
                                "variant '" + variant.label() + "' cannot run scenario '" + scenario.name() + "': "
                                        + approach.whyNot(scenario.workload()))));
                continue;
            }
            for (Scenario scenario : chosen) {
                if (scenario.workload() != Workload.REQUESTS) {
                    errors.add(new FieldError(
                            "variants",
                            "variant '" + variant.label() + "' runs service '"
                                    + variant.service().name()
                                    + "', which only gets the scenarios' own requests (workload 'requests'); scenario '"
                                    + scenario.name() + "' has workload '"
                                    + scenario.workload().id() + "'"));
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

    /** Room kept at the end of a generated name for {@link #unique}'s number. */
    private static final int NUMBER_ROOM = 6;

    /** The variants' labels when a few, so the name says what is compared, else how many. */
    private static String columns(List<Variant> variants) {
        List<String> labels = variants.stream().map(Variant::label).toList();
        String joined = String.join(" vs ", labels);
        return labels.size() <= 3 && joined.length() <= 60
                ? joined
                : variants.size() + (variants.size() == 1 ? " variant" : " variants");
    }

    /** A generated name, numbered ({@code … #2}, {@code … #3}) when an earlier benchmark has it already. */
    private String unique(String name) {
        if (!benchmarks.nameTaken(name)) {
            return name;
        }
        int number = 2;
        while (benchmarks.nameTaken(name + " #" + number)) {
            number++;
        }
        return name + " #" + number;
    }

    private Instant now() {
        return Instant.ofEpochMilli(clock.millis());
    }
}
