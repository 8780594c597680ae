package io.threadbench.sut.web;

import io.threadbench.sut.BadInputException;

/**
 * The sane maximums of request parameters. They bound the work one request may ask for so that absurd
 * input gets a 400 instead of a hang, an out-of-memory or a runaway chain of upstream calls. They match
 * the controller's scenario limits.
 */
public final class Inputs {

    public static final int MAX_DELAY_MILLIS = 60_000;
    public static final int MAX_DELAY_CALL_DEPTH = 10;
    public static final int MAX_FANOUT_CALLS = 100;
    public static final int MAX_KILOBYTES = 102_400;

    private Inputs() {}

    /** Returns {@code value} when it lies in [min, max], else throws a {@link BadInputException} for field. */
    public static int inRange(String field, int value, int min, int max) {
        if (value < min || value > max) {
            throw new BadInputException(field, field + " must be between " + min + " and " + max + ", got " + value);
        }
        return value;
    }
}
