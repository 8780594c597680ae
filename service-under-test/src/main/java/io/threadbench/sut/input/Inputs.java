package io.threadbench.sut.input;

import io.threadbench.contract.InputLimits;

/**
 * The sane maximums of request parameters. They bound the work one request may ask for so that absurd
 * input gets a 400 instead of a hang, an out-of-memory or a runaway chain of upstream calls. Their values are
 * the contract's {@link InputLimits}, which the controller's scenario checks read too.
 */
public final class Inputs {

    public static final int MAX_DELAY_MILLIS = InputLimits.MAX_DELAY_MILLIS;
    public static final int MAX_DELAY_CALL_DEPTH = InputLimits.MAX_DELAY_CALL_DEPTH;
    public static final int MAX_FANOUT_CALLS = InputLimits.MAX_FANOUT_CALLS;
    public static final int MAX_KILOBYTES = InputLimits.MAX_ALLOCATE_KILOBYTES;

    private Inputs() {}

    /** Returns {@code value} when it lies in [min, max], else throws a {@link BadInputException} for field. */
    public static int inRange(String field, int value, int min, int max) {
        if (value < min || value > max) {
            throw new BadInputException(field, field + " must be between " + min + " and " + max + ", got " + value);
        }
        return value;
    }
}
