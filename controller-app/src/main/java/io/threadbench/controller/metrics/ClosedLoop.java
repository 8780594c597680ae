package io.threadbench.controller.metrics;

/**
 * A closed-loop scenario's users and the seconds it measures (DESIGN §8, resolution): answers in lockstep come a round
 * of the users at a time, so its answered requests move by a round and its mean rate by a round over the window.
 *
 * @param users   the scenario's virtual users
 * @param seconds its measured seconds (the scenario's duration; a trial may measure a second more while answers to
 *                queued requests still came, so a step over this many seconds is, if anything, too coarse)
 */
public record ClosedLoop(int users, int seconds) {

    public ClosedLoop {
        if (users < 1 || seconds < 1) {
            throw new IllegalArgumentException(
                    "a closed loop needs users and seconds, got " + users + " and " + seconds);
        }
    }

    /** The step of the requests answered in the window: one round of the users. */
    double answeredStep() {
        return users;
    }

    /** The step of the mean rate answered over the window: one round of the users over its seconds. */
    double rateStep() {
        return (double) users / seconds;
    }
}
