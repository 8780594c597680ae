package io.threadbench.controller.benchmark;

import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.sut.SutInfo;
import io.threadbench.controller.sut.ThreadKindCheck;
import io.threadbench.controller.variant.Variant;
import java.time.Instant;
import java.util.List;

/**
 * One cell run of a benchmark: a scenario with a variant, in one repetition (DESIGN §5).
 *
 * @param seq               run order within the benchmark, from 1 (variants interleaved)
 * @param variant           what ran: the variant as resolved when the benchmark was created
 * @param repetition        from 1
 * @param snapshot          the scenario as it was when the benchmark was created
 * @param step              the current step while RUNNING, else the last one reached (null if none)
 * @param stepNote          what that step is doing when it says (waiting for a quiet machine, building a container
 *                          image); null otherwise
 * @param partial           true when the measured run was cut short (cancel) and its data kept
 * @param error             why it failed, null otherwise
 * @param flags             trust-check flags of the finished trial (DESIGN §6)
 * @param logTailSut        last lines of the SUT's log
 * @param logTailK6         last lines of k6's console output
 * @param sutInfo           how the SUT was started; null until it was
 * @param warmupStartedAt   start of the warm-up run, null if none ran
 * @param measureStartedAt  start of the measured run, null if none ran
 * @param threadKind        the thread kind seen in a registered service's JVM; null when not checked
 */
public record Trial(
        long id,
        long benchmarkId,
        int seq,
        String scenarioName,
        Variant variant,
        int repetition,
        Scenario snapshot,
        RunStatus status,
        TrialStep step,
        String stepNote,
        boolean partial,
        String error,
        List<TrustFlag> flags,
        String logTailSut,
        String logTailK6,
        SutInfo sutInfo,
        Instant warmupStartedAt,
        Instant measureStartedAt,
        Instant startedAt,
        Instant finishedAt,
        ThreadKindCheck threadKind) {

    public Trial {
        flags = flags == null ? List.of() : List.copyOf(flags);
    }

    /** The step as a page shows it: its id, and what it is doing when it says ("starting-sut: building …"). */
    public String stepText() {
        return step == null ? null : stepText(step.id(), stepNote);
    }

    /**
     * A step as pages, the live stream and the CLI show it: its id, then the note when there is one; null without
     * a step.
     */
    public static String stepText(String stepId, String note) {
        if (stepId == null) {
            return null;
        }
        return note == null ? stepId : stepId + ": " + note;
    }

    /** The variant's label: the column this trial belongs to (an approach id for a built-in variant). */
    public String label() {
        return variant.label();
    }

    /** The flags that question this trial's figures (not the findings about the service). */
    public List<TrustFlag> doubts() {
        return flags.stream().filter(TrustFlag::questionsTheMeasurement).toList();
    }

    /** It ran to the end, and raised a flag that questions its figures: "finished, with doubts" on pages. */
    public boolean finishedWithDoubts() {
        return status == RunStatus.SUCCEEDED && !doubts().isEmpty();
    }
}
