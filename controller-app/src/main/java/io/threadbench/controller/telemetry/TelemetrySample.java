package io.threadbench.controller.telemetry;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.Objects;
import java.util.function.Function;

/**
 * System, process and JVM figures of one second (DESIGN §6), stored as JSON in {@code trial_second.telemetry}.
 * Rates are per second; GC figures are deltas since the previous sample, never cumulative. {@code epochSecond} is
 * the wall-clock second holding the middle of the sampled interval.
 *
 * <p>A null figure means "not measured" (e.g. JMX attach failed); a part given as null has nothing measured, and
 * {@code jfr} stays null when the flight recorder did not stream this second. As JSON the sample is one flat object:
 * each figure of each part under its own name, a figure not measured left out. Readers go by name, not by order.
 */
public record TelemetrySample(
        long epochSecond,
        @JsonUnwrapped SystemFigures system,
        @JsonUnwrapped ProcessFigures processes,
        @JsonUnwrapped JvmFigures jvm,
        @JsonUnwrapped JfrSecond jfr) {

    public TelemetrySample {
        system = Objects.requireNonNullElse(system, SystemFigures.NONE);
        processes = Objects.requireNonNullElse(processes, ProcessFigures.NONE);
        jvm = Objects.requireNonNullElse(jvm, JvmFigures.NONE);
    }

    /** This sample with the flight recorder's figures of its second (null: not streamed, this sample as it is). */
    public TelemetrySample withJfr(JfrSecond jfr) {
        return jfr == null ? this : new TelemetrySample(epochSecond, system, processes, jvm, jfr);
    }

    /** A flight recorder figure of a sample: null when its second was not streamed. */
    public static <T> Function<TelemetrySample, T> jfrFigure(Function<JfrSecond, T> figure) {
        return sample -> sample.jfr() == null ? null : figure.apply(sample.jfr());
    }

    /** A builder for samples assembled figure by figure (samplers, tests, crafted series). */
    public static TelemetrySampleBuilder builder(long epochSecond) {
        return new TelemetrySampleBuilder(epochSecond);
    }
}
