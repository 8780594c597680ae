package io.threadbench.controller.telemetry;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The processes' part of a {@link TelemetrySample} (OSHI): the SUT, the load generator (all its runners summed), the
 * controller itself, the database (PostgreSQL's postmaster and its backends) and a separate upstream. CPU is in % of
 * one core (a process using two full cores shows 200); {@code sutCpuMillis} is the CPU time the SUT used during the
 * sampled interval. A database or upstream in a container of its own is read from its cgroup (CPU, and memory as
 * {@code docker stats} counts it); a bare one's memory is not sampled. A null figure was not measured and is left out
 * of the sample's JSON.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProcessFigures(
        Double sutCpuPercent,
        Double sutCpuMillis,
        Double sutRssMib,
        Integer sutThreads,
        Double loadgenCpuPercent,
        Double loadgenRssMib,
        Integer loadgenThreads,
        Double controllerCpuPercent,
        Double controllerRssMib,
        Integer controllerThreads,
        Double databaseCpuPercent,
        Double databaseMemoryMib,
        Double upstreamCpuPercent,
        Double upstreamMemoryMib) {

    /** Nothing measured. */
    public static final ProcessFigures NONE =
            new ProcessFigures(null, null, null, null, null, null, null, null, null, null, null, null, null, null);
}
