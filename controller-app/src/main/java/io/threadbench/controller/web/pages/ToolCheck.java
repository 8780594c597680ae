package io.threadbench.controller.web.pages;

import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.loadgen.LoadGeneratorKind;
import io.threadbench.controller.loadgen.LoadGenerators;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Whether the tools a benchmark needs are in place (a load generator and the SUT jar), asked where the engine will
 * look for them, so the home and new-benchmark pages can say what is missing before anything is started. Without k6,
 * arrival-rate benchmarks still run with vegeta: the pages say what needs k6 instead of refusing everything.
 */
@Component
class ToolCheck {

    private final LoadGenerators generators;
    private final RepoLayout layout;

    ToolCheck(LoadGenerators generators, RepoLayout layout) {
        this.generators = generators;
        this.layout = layout;
    }

    /** A load generator for the form: its id and why it cannot run here (null when it can). */
    record GeneratorChoice(String id, String unavailable) {}

    /** k6 and vegeta, each with why it cannot run here. */
    List<GeneratorChoice> generators() {
        return Arrays.stream(LoadGeneratorKind.values())
                .map(kind -> new GeneratorChoice(
                        kind.id(), generators.unavailable(kind).orElse(null)))
                .toList();
    }

    /**
     * What runs without k6 when vegeta stands in for it ("k6 is not available, so …"); empty when k6 is here, or when
     * neither is (then {@link #problems} says so).
     */
    Optional<String> generatorNotice() {
        Optional<String> k6 = generators.unavailable(LoadGeneratorKind.K6);
        if (k6.isEmpty() || generators.unavailable(LoadGeneratorKind.VEGETA).isPresent()) {
            return Optional.empty();
        }
        return Optional.of("k6 is not available, so benchmarks run with vegeta: arrival-rate scenarios (constant-rate,"
                + " capacity) run, closed-loop ones (constant-vus, the spikes, custom) need k6 (" + k6.get() + ").");
    }

    /** One sentence per missing tool, with the way to get it; empty when everything is there. */
    List<String> problems() {
        List<String> problems = new ArrayList<>();
        Optional<String> k6 = generators.unavailable(LoadGeneratorKind.K6);
        if (k6.isPresent() && generators.unavailable(LoadGeneratorKind.VEGETA).isPresent()) {
            problems.add(k6.get());
        }
        try {
            layout.sutJar();
        } catch (IllegalStateException e) {
            problems.add("The service-under-test jar is missing: " + e.getMessage());
        }
        return problems;
    }
}
