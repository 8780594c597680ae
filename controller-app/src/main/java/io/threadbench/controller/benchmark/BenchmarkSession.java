package io.threadbench.controller.benchmark;

import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.loadgen.K6Locator;
import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.CpuSet;
import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.sut.LaunchSpec;
import io.threadbench.controller.telemetry.EnvironmentProbe;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The start and the end of a benchmark's run, around its trials (DESIGN §5): the controller's threads moved to the
 * cores the run settings give it, and the environment fingerprint recorded while the first SUT starts; at the end the
 * fingerprint awaited and the controller back on its cores. The queue worker opens one per benchmark and is left a
 * queue loop.
 */
@Component
class BenchmarkSession {

    private static final Logger log = LoggerFactory.getLogger(BenchmarkSession.class);

    private final BenchmarkRepository benchmarks;
    private final TrialRepository trials;
    private final EnvironmentProbe probe;
    private final RepoLayout layout;
    private final K6Locator k6;

    BenchmarkSession(
            BenchmarkRepository benchmarks,
            TrialRepository trials,
            EnvironmentProbe probe,
            RepoLayout layout,
            K6Locator k6) {
        this.benchmarks = benchmarks;
        this.trials = trials;
        this.probe = probe;
        this.layout = layout;
        this.k6 = k6;
    }

    /** One benchmark's session: closing it waits for the fingerprint and gives the controller its cores back. */
    final class Open implements AutoCloseable {

        private final CpuSet controllerCoresBefore;
        private final Thread environment;

        private Open(Benchmark benchmark, RunSettings settings) {
            controllerCoresBefore = pinController(settings);
            // its child processes (java -version, k6 version) run while the first SUT starts
            environment = Thread.ofVirtual()
                    .name("environment-" + benchmark.id())
                    .start(() -> recordEnvironment(benchmark, settings));
        }

        @Override
        public void close() {
            try {
                environment.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            unpinController(controllerCoresBefore);
        }
    }

    Open open(Benchmark benchmark, RunSettings settings) {
        return new Open(benchmark, settings);
    }

    /** Moves the controller's threads to the plan's controller cores; returns where they were, or null. */
    private static CpuSet pinController(RunSettings settings) {
        if (settings.cpus().controller() == null) {
            return null;
        }
        long pid = ProcessHandle.current().pid();
        CpuSet before = null;
        try {
            before = CpuAffinity.of(pid).orElse(CpuSet.all(CpuAffinity.onlineCores()));
            CpuAffinity.apply(pid, settings.cpus().controller());
        } catch (IOException e) {
            log.warn("the controller stays on cores {}: {}", before, e.getMessage());
        }
        return before;
    }

    private static void unpinController(CpuSet before) {
        if (before != null) {
            try {
                CpuAffinity.apply(ProcessHandle.current().pid(), before);
            } catch (IOException e) {
                log.warn("the controller could not return to cores {}: {}", before, e.getMessage());
            }
        }
    }

    private void recordEnvironment(Benchmark benchmark, RunSettings settings) {
        try {
            // what the SUTs start with: each scenario's options and its variant's
            List<String> jvmOptions = trials.ofBenchmark(benchmark.id()).stream()
                    .flatMap(trial -> LaunchSpec.of(trial.snapshot(), trial.variant()).jvmOptions().stream())
                    .distinct()
                    .toList();
            benchmarks.environment(
                    benchmark.id(),
                    probe.probe(layout.javaBinary(), k6.find().orElse(null), jvmOptions)
                            .withCpuSets(settings.cpus().describe())
                            .withVariants(variantFacts(benchmark)));
            StartupTimeline.mark("environment recorded");
        } catch (RuntimeException e) {
            log.warn("benchmark {}: environment fingerprint failed: {}", benchmark.id(), e.toString());
        }
    }

    private static Map<String, Map<String, Object>> variantFacts(Benchmark benchmark) {
        Map<String, Map<String, Object>> facts = new LinkedHashMap<>();
        benchmark.variants().forEach(variant -> facts.put(variant.label(), variant.fingerprint()));
        return facts;
    }
}
