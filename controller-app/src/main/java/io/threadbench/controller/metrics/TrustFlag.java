package io.threadbench.controller.metrics;

import java.util.Locale;

/**
 * A reason to doubt a trial's figures, or a finding about its service (DESIGN §6); the trial is still stored, but
 * marked. Serialised as JSON into {@code trial.flags} and exported with the results. What each code means and what
 * to do about it is {@link FlagCode}'s.
 *
 * @param code   a {@link FlagCode}'s name, e.g. {@code DROPPED_ITERATIONS}
 * @param reason one sentence for people, with the numbers that triggered it
 */
public record TrustFlag(String code, String reason) {

    public TrustFlag(FlagCode code, String reason) {
        this(code.name(), reason);
    }

    public boolean is(FlagCode flag) {
        return code.equals(flag.name());
    }

    /** Whether the flag questions the measurement ({@link FlagCode.Kind#DOUBT}); a code stored by an older version does. */
    public boolean questionsTheMeasurement() {
        return FlagCode.of(code).map(c -> c.kind() == FlagCode.Kind.DOUBT).orElse(true);
    }

    /** A finding about the service ({@link FlagCode.Kind#FINDING}), never advice to rerun. */
    public boolean reportsAFinding() {
        return FlagCode.of(code).map(c -> c.kind() == FlagCode.Kind.FINDING).orElse(false);
    }

    /** What happened, in a few words for pages; the code stays for files, the API and tooltips. */
    public String label() {
        return FlagCode.of(code)
                .map(FlagCode::label)
                .orElse(code.toLowerCase(Locale.ROOT).replace('_', ' '));
    }

    /** What to do about it ({@link FlagCode#adviceFor}). */
    public String advice() {
        return FlagCode.adviceFor(code);
    }
}
