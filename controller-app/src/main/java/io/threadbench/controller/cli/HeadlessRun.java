package io.threadbench.controller.cli;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkPlanner;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.benchmark.LookEvent;
import io.threadbench.controller.benchmark.PlannedDuration;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.StatusEvent;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.capacity.CapacityLimit;
import io.threadbench.controller.capacity.CapacityResult;
import io.threadbench.controller.errors.ConflictException;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.AaResult;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.verdict.AbResult;
import io.threadbench.controller.results.verdict.GateDecision;
import io.threadbench.controller.results.verdict.Regression;
import io.threadbench.controller.results.verdict.RegressionCheck;
import io.threadbench.controller.results.verdict.VerdictService;
import io.threadbench.controller.variant.VariantCatalog;
import io.threadbench.controller.variant.VariantSetup;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * One headless benchmark: queues it, prints every trial's steps and outcome as they happen, waits for the
 * end, writes the result files, compares with a baseline benchmark when asked, and returns the process exit code
 * (0 all trials succeeded, 1 otherwise, 2 for a request that was refused; with {@code --fail-on-regression}, 3 for a
 * regression against the baseline and 4 when there is none but a figure cannot be judged, {@link GateDecision}).
 */
@Component
class HeadlessRun {

    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;
    static final int REGRESSION = 3;
    static final int CANNOT_JUDGE = 4;

    private final BenchmarkService service;
    private final BenchmarkPlanner planner;
    private final VariantCatalog variants;
    private final ResultsService results;
    private final ResultFiles files;
    private final VerdictService verdicts;
    private final BlockingQueue<StatusEvent> events = new LinkedBlockingQueue<>();
    private final BlockingQueue<LookEvent> looks = new LinkedBlockingQueue<>();
    /** Events are only collected during {@link #run}; the bean also exists when the controller serves pages. */
    private volatile boolean active;

    /** How often a plain progress line is printed when the output is not a terminal. */
    private final Duration progressInterval;

    HeadlessRun(
            BenchmarkService service,
            BenchmarkPlanner planner,
            VariantCatalog variants,
            ResultsService results,
            ResultFiles files,
            VerdictService verdicts,
            @Value("${threadbench.progress-interval-seconds:10}") long progressIntervalSeconds) {
        this.verdicts = verdicts;
        this.service = service;
        this.planner = planner;
        this.variants = variants;
        this.results = results;
        this.files = files;
        this.progressInterval = Duration.ofSeconds(Math.max(1, progressIntervalSeconds));
    }

    @EventListener
    void onStatus(StatusEvent event) {
        if (active) {
            events.add(event);
        }
    }

    @EventListener
    void onLook(LookEvent event) {
        if (active) {
            looks.add(event);
        }
    }

    int run(CliArguments args, PrintStream out) throws InterruptedException {
        active = true;
        CliArguments.Gate gate = args.gate();
        if (gate.baseline() != null
                && results.ofBenchmark(gate.baseline())
                        .filter(b -> b.trials().stream().anyMatch(BenchmarkResults.TrialResult::counts))
                        .isEmpty()) {
            out.println("threadbench: --baseline " + gate.baseline()
                    + ": no such benchmark, or it has no successful trial to compare with");
            return USAGE;
        }
        if (args.resume() != null) {
            return resume(args, out);
        }
        if (args.variantsFile() != null) {
            try {
                List<String> stored = variants.apply(VariantSetup.read(args.variantsFile()));
                out.println("variants stored from " + args.variantsFile() + ": " + String.join(", ", stored));
            } catch (ValidationException e) {
                out.println("threadbench: " + args.variantsFile() + " was refused, nothing stored:");
                e.fieldErrors().forEach(error -> out.println("  " + error.field() + ": " + error.message()));
                return USAGE;
            }
        }
        BenchmarkRequest request = new BenchmarkRequest(
                args.name(),
                "headless run",
                args.scenarios(),
                args.approaches(),
                args.repetitions(),
                args.cpuSets(),
                args.allowCpuOverlap(),
                args.loadGenerators(),
                args.loadGenerator(),
                args.variants(),
                args.aa(),
                args.ab(),
                args.jfr(),
                args.minEffectPercent(),
                args.untilDecided() ? Boolean.TRUE : null,
                args.gate().baselineVariant() == null
                        ? null
                        : new BenchmarkRequest.Gate(
                                args.gate().baselineVariant(),
                                args.gate().rule().maxRegressionPercent(),
                                args.gate().rule().maxErrorIncreasePoints(),
                                args.gate().rule().figureMargins()));
        Benchmark benchmark;
        PlannedDuration plan;
        try {
            plan = planner.plan(request);
            benchmark = service.create(request);
        } catch (ValidationException e) {
            out.println("threadbench: cannot start the benchmark:");
            for (FieldError error : e.fieldErrors()) {
                out.println("  " + (error.field().isEmpty() ? "" : error.field() + ": ") + error.message());
            }
            return USAGE;
        }
        out.printf(
                benchmark.untilDecided()
                        ? "Benchmark %d \"%s\": %s at most, run until each scenario is decided, about %s at most,"
                                + " load by %s%n"
                        : "Benchmark %d \"%s\": %s, about %s, load by %s%n",
                benchmark.id(),
                benchmark.name(),
                plan.trials() == 1 ? "1 trial" : plan.trials() + " trials",
                minutes(plan.estimatedSeconds()),
                service.runSettings(benchmark.id()).loadGenerator().id());
        if (!plan.imageBuilds().isEmpty()) {
            out.println("  including about " + minutes(plan.imageBuildSeconds()) + " to build, once, before the first"
                    + " trial that needs it: " + String.join("; ", plan.imageBuilds()));
        }
        Map<Long, Trial> trials =
                service.trials(benchmark.id()).stream().collect(Collectors.toMap(Trial::id, Function.identity()));
        long overheadPerTrial = plan.overheadPerTrial();
        ProgressLine progress =
                new ProgressLine(out, ProgressLine.onTerminal(), progressInterval, plan.estimatedSeconds());
        Benchmark finished = follow(benchmark.id(), trials, out, progress, overheadPerTrial);
        progress.clear();
        return report(finished, args, out);
    }

    /** Writes the finished benchmark's result files and returns the exit code its outcome calls for. */
    private int report(Benchmark finished, CliArguments args, PrintStream out) {
        List<Trial> outcome = service.trials(finished.id());
        out.printf(
                "Benchmark %d %s%s%n",
                finished.id(), finished.status(), finished.error() == null ? "" : ": " + finished.error());
        if (finished.status() == RunStatus.INTERRUPTED) {
            // the controller is stopping (SIGTERM, Ctrl+C): its database closes under any file written now
            out.printf(
                    "threadbench: no results written; ./threadbench run --resume %d runs the missing trials and"
                            + " writes them%n",
                    finished.id());
            return FAILED;
        }
        try {
            Path folder = args.out().toAbsolutePath();
            List<Path> written = files.write(finished.id(), outcome, folder);
            out.println("Results written to " + folder);
            if (finished.isAbCheck()) {
                results.ofBenchmark(finished.id())
                        .map(stored -> AbResult.of(
                                stored,
                                finished.labels().get(0),
                                finished.labels().get(1)))
                        .ifPresent(ab -> {
                            out.println("A/B check: " + ab.summary());
                            ab.lines().forEach(line -> out.println("  " + line.text()));
                        });
            }
            if (finished.isAaCheck()) {
                results.ofBenchmark(finished.id())
                        .map(AaResult::of)
                        .ifPresent(aa -> out.println("A/A check: " + aa.summary()));
            }
            results.ofBenchmark(finished.id()).ifPresent(stored -> printCapacity(stored, out));
            out.println("Report: " + written.getLast());
            results.ofBenchmark(finished.id()).map(verdicts::of).ifPresent(verdict -> {
                out.println("Verdict:");
                verdict.lines().forEach(line -> out.println("  " + line));
            });
        } catch (IOException | RuntimeException e) {
            out.println("threadbench: writing the results failed: " + e.getMessage());
            return FAILED;
        }
        int code = finished.status() == RunStatus.SUCCEEDED ? OK : FAILED;
        if (!args.gate().compares()) {
            return code;
        }
        GateDecision decision = compare(args.gate(), finished.id(), out);
        if (code != OK || !args.gate().failOnRegression()) {
            return code;
        }
        return switch (decision) {
            case PASS -> OK;
            case REGRESSION -> REGRESSION;
            case CANNOT_JUDGE -> {
                out.println("threadbench: the gate cannot judge the figures named CANNOT JUDGE above, so it neither"
                        + " passes nor fails the build (exit 4); --allow-doubtful passes them");
                yield CANNOT_JUDGE;
            }
        };
    }

    /**
     * Prints every gated figure that is not within its margin against the baseline, and the counts; returns what
     * they decide.
     */
    private GateDecision compare(CliArguments.Gate gate, long currentId, PrintStream out) {
        BenchmarkResults current = results.ofBenchmark(currentId).orElseThrow();
        List<Regression> compared;
        if (gate.baselineVariant() != null) {
            compared = RegressionCheck.againstVariant(current, gate.baselineVariant(), gate.rule());
            out.printf(
                    "Against the baseline variant %s, measured interleaved (%d comparisons; a regression is %s):%n",
                    gate.baselineVariant(), compared.size(), gate.rule().describe());
        } else {
            compared =
                    RegressionCheck.compare(results.ofBenchmark(gate.baseline()).orElseThrow(), current, gate.rule());
            out.printf(
                    "Against baseline benchmark %d (%d comparisons; a regression is %s):%n",
                    gate.baseline(), compared.size(), gate.rule().describe());
        }
        compared.stream()
                .filter(r -> r.outcome() != Regression.Outcome.SAME)
                .forEach(r -> out.println("  " + prefix(r.outcome()) + r.describe()));
        Map<Regression.Outcome, Long> counts =
                compared.stream().collect(Collectors.groupingBy(Regression::outcome, Collectors.counting()));
        out.printf(
                "  %d within the margin, %d better, %d worse beyond it, %d cannot be judged%n",
                counts.getOrDefault(Regression.Outcome.SAME, 0L),
                counts.getOrDefault(Regression.Outcome.BETTER, 0L),
                counts.getOrDefault(Regression.Outcome.WORSE, 0L),
                compared.stream().filter(r -> r.outcome().cannotJudge()).count());
        return GateDecision.of(compared, gate.allowDoubtful());
    }

    private static String prefix(Regression.Outcome outcome) {
        if (outcome == Regression.Outcome.WORSE) {
            return "REGRESSION ";
        }
        return outcome.cannotJudge() ? "CANNOT JUDGE " : "";
    }

    /** Queues the missing trials of an interrupted or cancelled benchmark, follows it and writes its results. */
    private int resume(CliArguments args, PrintStream out) throws InterruptedException {
        Benchmark benchmark;
        try {
            benchmark = service.resume(args.resume());
        } catch (NotFoundException | ConflictException e) {
            out.println("threadbench: cannot resume: " + e.getMessage());
            return USAGE;
        }
        Map<Long, Trial> trials =
                service.trials(benchmark.id()).stream().collect(Collectors.toMap(Trial::id, Function.identity()));
        long missing = trials.values().stream()
                .filter(trial -> trial.status() == RunStatus.QUEUED)
                .count();
        out.printf(
                "Benchmark %d \"%s\": resuming %d of %d trials%n",
                benchmark.id(), benchmark.name(), missing, trials.size());
        ProgressLine progress = new ProgressLine(out, ProgressLine.onTerminal(), progressInterval, 0);
        Benchmark finished =
                benchmark.status().finished() ? benchmark : follow(benchmark.id(), trials, out, progress, 0);
        progress.clear();
        return report(finished, args, out);
    }

    /** Prints the benchmark's status events until it has finished, and returns it then. */
    private Benchmark follow(
            long id, Map<Long, Trial> trials, PrintStream out, ProgressLine progress, long overheadPerTrial)
            throws InterruptedException {
        while (true) {
            StatusEvent event = events.poll(1, TimeUnit.SECONDS);
            if (event != null
                    && event.benchmarkId() == id
                    && event.trialId() == null
                    && event.status() == RunStatus.QUEUED
                    && event.message() != null) {
                // another Threadbench measures on this machine: say for whom this one waits
                progress.clear();
                out.println("Benchmark " + id + " " + event.message());
                progress.waiting(event.message());
            }
            if (event != null && event.benchmarkId() == id && event.trialId() != null) {
                Trial trial = trials.get(event.trialId());
                progress.clear();
                print(event, trial, trials.size(), out);
                if (trial != null && event.status().finished()) {
                    printFlags(service.trial(trial.id()), out);
                }
                if (trial != null && event.status() == RunStatus.RUNNING && event.step() == null) {
                    progress.trialStarted(
                            "[%d/%d] %s × %s"
                                    .formatted(trial.seq(), trials.size(), trial.scenarioName(), trial.label()),
                            trial.snapshot().plannedSeconds() + overheadPerTrial);
                }
            }
            for (LookEvent look; (look = looks.poll()) != null; ) {
                if (look.benchmarkId() == id) {
                    progress.clear();
                    out.println("Look: " + look.look().summary());
                }
            }
            progress.tick();
            if (event == null || (event.benchmarkId() == id && event.trialId() == null)) {
                Benchmark now = service.get(id);
                if (now.status().finished()) {
                    return now;
                }
            }
        }
    }

    private static void print(StatusEvent event, Trial trial, int total, PrintStream out) {
        if (trial == null) {
            return;
        }
        String what = "[%d/%d] %s × %s, repetition %d"
                .formatted(trial.seq(), total, trial.scenarioName(), trial.label(), trial.repetition());
        if (event.status() == RunStatus.RUNNING) {
            if (event.step() != null) {
                out.println(what + ": " + event.stepText());
            }
        } else {
            out.println(what + ": " + event.status() + (event.message() == null ? "" : " (" + event.message() + ")"));
        }
    }

    /** The trust flags a finished trial raised, one indented line each, so that a doubtful figure says why. */
    private static void printFlags(Trial finished, PrintStream out) {
        for (TrustFlag flag : finished.flags()) {
            out.println("    trust flag " + flag.code() + ": " + flag.reason());
        }
    }

    /** One line per capacity search, e.g. {@code Capacity: s × platform-tomcat #1: 92 req/s (p99 120.9 ms), limited by SLO latency}. */
    private static void printCapacity(io.threadbench.controller.results.BenchmarkResults stored, PrintStream out) {
        for (var trial : stored.trials()) {
            Double rps = trial.metrics().get(CapacityResult.CAPACITY_RPS);
            if (rps == null) {
                continue;
            }
            Double p99 = trial.metrics().get(CapacityResult.CAPACITY_P99_MILLIS);
            Double limit = trial.metrics().get(CapacityResult.CAPACITY_LIMIT);
            out.printf(
                    Locale.ROOT,
                    "Capacity: %s × %s #%d: %.0f req/s%s, limited by %s after %.0f steps%n",
                    trial.scenario(),
                    trial.approach(),
                    trial.repetition(),
                    rps,
                    p99 == null ? "" : String.format(Locale.ROOT, " (p99 %.1f ms)", p99),
                    limit == null
                            ? "?"
                            : CapacityLimit.ofCode(limit)
                                    .map(CapacityLimit::label)
                                    .orElse("?"),
                    trial.metrics().getOrDefault(CapacityResult.CAPACITY_STEPS, 0.0));
        }
    }

    private static String minutes(long seconds) {
        return seconds < 60 ? seconds + " s" : "%d min %02d s".formatted(seconds / 60, seconds % 60);
    }
}
