package io.threadbench.controller.benchmark;

import java.util.List;

/**
 * How long a benchmark will take, shown before it is started.
 *
 * @param loadSeconds       seconds of load (warm-up included), summed over the trials
 * @param estimatedSeconds  load, plus the start and stop of the SUT in every trial ({@link TrialOverhead}), plus the
 *                          container images to build first
 * @param imageBuilds       the container images the trials lack and build before their start, once each ("the
 *                          container image of PostgreSQL"); empty without containers
 * @param imageBuildSeconds about how long those builds take
 */
public record PlannedDuration(
        int trials, long loadSeconds, long estimatedSeconds, List<String> imageBuilds, long imageBuildSeconds) {

    public PlannedDuration {
        imageBuilds = List.copyOf(imageBuilds);
    }

    /** What each trial adds to its load seconds: the learnt start and stop, without the image builds. */
    public long overheadPerTrial() {
        return trials == 0 ? 0 : (estimatedSeconds - loadSeconds - imageBuildSeconds) / trials;
    }
}
