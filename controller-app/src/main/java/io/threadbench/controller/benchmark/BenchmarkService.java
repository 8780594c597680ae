package io.threadbench.controller.benchmark;

import io.threadbench.controller.errors.ConflictException;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.variant.VariantCatalog;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What the API, the pages and the CLI do with benchmarks. A new benchmark is checked field by field
 * ({@link BenchmarkRequestRules}), then stored with all its QUEUED trials (scenario snapshots taken now) in one
 * transaction; its QUEUED {@link StatusEvent} wakes the queue worker. Throws {@link ValidationException} (400), {@link NotFoundException} (404) and
 * {@link ConflictException} (409: cancelling a finished or deleting a running benchmark).
 */
@Service
public class BenchmarkService {

    private final MachineTurn turn;
    private final BenchmarkRepository benchmarks;
    private final TrialRepository trials;
    private final TrialSecondRepository seconds;
    private final TrialSummaryService summaries;
    private final BenchmarkRequestRules rules;
    private final VariantCatalog variants;
    private final TrialFolders folders;
    private final ApplicationEventPublisher events;
    private final TransactionTemplate transaction;
    private final Clock clock = Clock.systemUTC();

    BenchmarkService(
            BenchmarkRepository benchmarks,
            TrialRepository trials,
            TrialSecondRepository seconds,
            TrialSummaryService summaries,
            BenchmarkRequestRules rules,
            VariantCatalog variants,
            TrialFolders folders,
            MachineTurn turn,
            ApplicationEventPublisher events,
            PlatformTransactionManager transactionManager) {
        this.turn = turn;
        this.benchmarks = benchmarks;
        this.trials = trials;
        this.seconds = seconds;
        this.summaries = summaries;
        this.rules = rules;
        this.variants = variants;
        this.folders = folders;
        this.events = events;
        this.transaction = new TransactionTemplate(transactionManager);
    }

    /** Stores the benchmark and its trials as QUEUED and wakes the queue worker. */
    public Benchmark create(BenchmarkRequest request) {
        BenchmarkRequestRules.CheckedRequest checked = rules.check(request);
        Instant now = now();
        long id = transaction.execute(status -> {
            long benchmarkId = benchmarks.insert(
                    request.name() == null || request.name().isBlank() ? unique(checked.name()) : checked.name(),
                    checked.notes(),
                    checked.scenarios().stream().map(Scenario::name).toList(),
                    checked.variants(),
                    checked.repetitions(),
                    new RunSettings(
                            checked.cpus(),
                            checked.loadGenerators(),
                            checked.loadGenerator(),
                            request.jfr() == null ? RunSettings.JFR_BY_DEFAULT : request.jfr(),
                            request.smallestDifferencePercent(),
                            checked.untilDecided(),
                            checked.gate()),
                    now);
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

    /** How the benchmark runs: pinning, load generator and runners, flight recorder, verdict and repetitions. */
    public RunSettings runSettings(long benchmarkId) {
        return benchmarks.runSettings(benchmarkId);
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
            // their partial seconds, points and metrics go, each by the repository of its table
            List<Long> unfinished = trials.unfinishedIds(id);
            seconds.forget(unfinished);
            summaries.forget(unfinished);
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

    private Instant now() {
        return Instant.ofEpochMilli(clock.millis());
    }
}
