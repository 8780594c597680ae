package io.threadbench.controller.benchmark;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;

/**
 * One k6 run of a trial: the scenario it offers (a capacity step's at that step's rate), for how long, whether it is
 * the warm-up, and the name of its console log in the trial's folder.
 */
record LoadLeg(Scenario scenario, int seconds, boolean warmup, String logName) {

    /** The trial's first run, started paused while the SUT starts: the warm-up, else the measured run. */
    static LoadLeg first(Scenario scenario) {
        if (scenario.timing().warmupSeconds() > 0) {
            return warmup(scenario);
        }
        return capacity(scenario)
                ? new LoadLeg(
                        scenario.atRate(scenario.capacity().startRate()),
                        scenario.capacity().stepSeconds(),
                        false,
                        "k6.log")
                : measured(scenario);
    }

    static LoadLeg warmup(Scenario scenario) {
        Scenario offered =
                capacity(scenario) ? scenario.atRate(scenario.capacity().startRate()) : scenario;
        return new LoadLeg(offered, scenario.timing().warmupSeconds(), true, "k6-warmup.log");
    }

    static LoadLeg measured(Scenario scenario) {
        return new LoadLeg(scenario, measuredSeconds(scenario), false, "k6.log");
    }

    /** Step {@code index} (from 0) of a capacity search, offering {@code rate}. */
    static LoadLeg capacityStep(Scenario scenario, int rate, int seconds, int index) {
        return new LoadLeg(scenario.atRate(rate), seconds, false, "k6-step-" + index + ".log");
    }

    static int measuredSeconds(Scenario scenario) {
        return scenario.plannedSeconds() - scenario.timing().warmupSeconds();
    }

    static boolean capacity(Scenario scenario) {
        return scenario.load().shape() == LoadShape.CAPACITY && scenario.capacity() != null;
    }

    /** Requests still in flight when k6's duration ends may take this long (the scenario's waits). */
    int inFlightSeconds() {
        long wait = (long) scenario.work().delayMillis()
                * Math.max(1, scenario.work().delayCallDepth() + 1);
        return (int) Math.min(60, wait / 1000 + 2);
    }
}
