package io.threadbench.controller.metrics;

import java.util.List;

/**
 * Stores a trial's trust flags on its row. The {@code trial} table has one writer, the benchmark package's
 * repository, which implements this so that the summary can store its flags without reaching up to it.
 */
public interface TrialFlagWriter {

    /** Replaces the trial's flags; false when there is no trial {@code trialId}. */
    boolean replaceFlags(long trialId, List<TrustFlag> flags);
}
