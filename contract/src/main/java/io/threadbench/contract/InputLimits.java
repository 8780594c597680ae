package io.threadbench.contract;

/**
 * The largest work one request may ask of the SUT. The SUT answers 400 above them; the controller refuses a scenario
 * that would ask for more, so that no trial is made of 400s.
 */
public final class InputLimits {

    public static final int MAX_DELAY_MILLIS = 60_000;
    public static final int MAX_DELAY_CALL_DEPTH = 10;
    public static final int MAX_FANOUT_CALLS = 100;
    public static final int MAX_ALLOCATE_KILOBYTES = 102_400;

    private InputLimits() {}
}
