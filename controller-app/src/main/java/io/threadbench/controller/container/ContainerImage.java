package io.threadbench.controller.container;

import java.time.Duration;

/**
 * An image holding a runtime linked from one JDK and one jar, tagged by their content.
 *
 * @param tag       {@code threadbench-sut:<16 hex digits>}
 * @param buildTime how long building it took; null when it was there already and reused
 * @param aotCache  it holds an AOT cache trained for its runtime at {@link SutImageBuilder#AOT_CACHE}
 */
public record ContainerImage(String tag, Duration buildTime, boolean aotCache) {

    /** {@code built in 12.3 s} or {@code reused}, and whether it carries an AOT cache. */
    public String describe() {
        return tag
                + (aotCache ? " with an AOT cache" : "")
                + (buildTime == null
                        ? " (reused)"
                        : String.format(java.util.Locale.ROOT, " (built in %.1f s)", buildTime.toMillis() / 1000.0));
    }
}
