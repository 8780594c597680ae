package io.threadbench.sut.web;

import io.threadbench.contract.SutHttp;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * A fixed extra wait before every answer of the endpoints (not the actuator's), on top of their own delay: a
 * known, small slowdown (e.g. 2 % of a 100 ms delay is 2000 µs) that a benchmark should be able to tell apart.
 *
 * @param extraDelayMicros {@code threadbench.extra-delay-micros}, 0 (none, the default) to {@link SutHttp#MAX_EXTRA_DELAY_MICROS}
 */
@ConfigurationProperties("threadbench")
record ExtraDelayProperties(@DefaultValue("0") long extraDelayMicros) {

    ExtraDelayProperties {
        if (extraDelayMicros < 0 || extraDelayMicros > SutHttp.MAX_EXTRA_DELAY_MICROS) {
            throw new IllegalArgumentException(SutHttp.EXTRA_DELAY_MICROS_PROPERTY + " must be between 0 and "
                    + SutHttp.MAX_EXTRA_DELAY_MICROS
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
