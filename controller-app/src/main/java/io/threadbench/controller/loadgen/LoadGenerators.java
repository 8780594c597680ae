package io.threadbench.controller.loadgen;

import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The load generators this machine has, by {@link LoadGeneratorKind}: k6 wherever it is found, vegeta for
 * arrival-rate shapes, and which one a benchmark gets when it names none (k6 when present, else vegeta).
 */
@Component
public class LoadGenerators {

    private final K6LoadGenerator k6;
    private final VegetaLoadGenerator vegeta;
    private final K6Locator k6Locator;
    private final VegetaLocator vegetaLocator;

    public LoadGenerators(
            K6LoadGenerator k6, VegetaLoadGenerator vegeta, K6Locator k6Locator, VegetaLocator vegetaLocator) {
        this.k6 = k6;
        this.vegeta = vegeta;
        this.k6Locator = k6Locator;
        this.vegetaLocator = vegetaLocator;
    }

    public LoadGenerator of(LoadGeneratorKind kind) {
        return kind == LoadGeneratorKind.VEGETA ? vegeta : k6;
    }

    /** Why {@code kind} cannot run here (its lookup's message), or empty when it can. */
    public Optional<String> unavailable(LoadGeneratorKind kind) {
        try {
            if (kind == LoadGeneratorKind.VEGETA) {
                vegetaLocator.vegetaBinary();
            } else {
                k6Locator.k6Binary();
            }
            return Optional.empty();
        } catch (IllegalStateException e) {
            return Optional.of(e.getMessage());
        }
    }

    /** The generator of a benchmark that names none: k6 when it is here, else vegeta when that is, else k6. */
    public LoadGeneratorKind byDefault() {
        return unavailable(LoadGeneratorKind.K6).isPresent()
                        && unavailable(LoadGeneratorKind.VEGETA).isEmpty()
                ? LoadGeneratorKind.VEGETA
                : LoadGeneratorKind.K6;
    }
}
