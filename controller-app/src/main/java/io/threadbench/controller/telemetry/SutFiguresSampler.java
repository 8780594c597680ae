package io.threadbench.controller.telemetry;

/** Where the SUT's CPU, memory and thread figures come from: its process, or its container's cgroup. */
interface SutFiguresSampler {

    /** Figures since the previous call; all null once the SUT is gone. */
    ProcessSampler.Figures sample();
}
