package io.threadbench.controller.telemetry;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * System, process and JVM figures of one second (DESIGN §6), stored as JSON in {@code trial_second.telemetry}.
 * Rates are per second; GC figures are deltas since the previous sample, never cumulative. {@code epochSecond} is
 * the wall-clock second holding the middle of the sampled interval.
 *
 * <p>A null figure means "not measured" (e.g. JMX attach failed); a part given as null has nothing measured, and
 * {@code jfr} stays null when the flight recorder did not stream this second. As JSON (and as CSV columns) the
 * sample is flat: every figure of every part under its own name, in the order of {@link #fieldNames()}.
 */
public record TelemetrySample(
        long epochSecond, SystemFigures system, ProcessFigures processes, JvmFigures jvm, JfrSecond jfr) {

    public TelemetrySample {
        system = Objects.requireNonNullElse(system, SystemFigures.NONE);
        processes = Objects.requireNonNullElse(processes, ProcessFigures.NONE);
        jvm = Objects.requireNonNullElse(jvm, JvmFigures.NONE);
    }

    /** This sample with the flight recorder's figures of its second (null: not streamed, this sample as it is). */
    public TelemetrySample withJfr(JfrSecond jfr) {
        return jfr == null ? this : new TelemetrySample(epochSecond, system, processes, jvm, jfr);
    }

    /** The measured figures by their flat names, in {@link #fieldNames()} order: the JSON form of a sample. */
    @JsonValue
    public Map<String, Object> fields() {
        return TelemetryFields.of(this);
    }

    /** The flat names of a sample's figures, {@code epochSecond} first, in the order JSON and CSV give them. */
    public static List<String> fieldNames() {
        return TelemetryFields.NAMES;
    }

    /** A flight recorder figure of a sample: null when its second was not streamed. */
    public static <T> Function<TelemetrySample, T> jfrFigure(Function<JfrSecond, T> figure) {
        return sample -> sample.jfr() == null ? null : figure.apply(sample.jfr());
    }

    /** A builder for samples assembled figure by figure (samplers, tests, crafted series). */
    public static TelemetrySampleBuilder builder(long epochSecond) {
        return new TelemetrySampleBuilder(epochSecond);
    }

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static TelemetrySample fromFields(Map<String, Object> fields) {
        return TelemetryFields.sample(fields);
    }
}
