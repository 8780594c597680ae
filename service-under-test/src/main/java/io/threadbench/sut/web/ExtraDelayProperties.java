package io.threadbench.sut.web;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * A fixed extra wait before every answer of the endpoints (not the actuator's), on top of their own delay: a
 * known, small slowdown (e.g. 2 % of a 100 ms delay is 2000 µs) that a benchmark should be able to tell apart.
 *
 * @param extraDelayMicros {@code threadbench.extra-delay-micros}, 0 (none, the default) to {@link #MAX_MICROS}
 */
@ConfigurationProperties("threadbench")
record ExtraDelayProperties(@DefaultValue("0") long extraDelayMicros) {

    /** One minute, the longest delay an endpoint accepts. */
    static final long MAX_MICROS = 60_000_000L;

    ExtraDelayProperties {
        if (extraDelayMicros < 0 || extraDelayMicros > MAX_MICROS) {
            throw new IllegalArgumentException("threadbench.extra-delay-micros must be between 0 and " + MAX_MICROS
                    + " microseconds, got " + extraDelayMicros);
        }
    }

    boolean isNone() {
        return extraDelayMicros == 0;
    }

    Duration extraDelay() {
        return Duration.ofNanos(extraDelayMicros * 1_000);
    }
}
