package io.threadbench.controller.loadgen;

import io.threadbench.controller.scenario.Scenario;
import java.nio.file.Path;
import java.util.List;

/**
 * The argument lists of one vegeta run (never a shell command line): {@code vegeta attack} reading JSON targets lazily
 * from its standard input and writing its binary results to standard output, {@code vegeta encode} turning those into
 * JSON lines, and {@code vegeta report} writing vegeta's own summary of the run; the controller connects them.
 */
record VegetaCommand(List<String> attack, List<String> encode, List<String> report) {

    /** Time a request may take, as k6's default: 60 s. */
    static final String TIMEOUT = "60s";

    static VegetaCommand of(Path vegeta, LoadPlan plan, Path summaryFile) {
        Scenario.Load load = plan.scenario().load();
        int workers = Math.max(1, load.vus());
        return new VegetaCommand(
                List.of(
                        vegeta.toString(),
                        "attack",
                        "-format=json",
                        "-lazy",
                        "-targets=stdin",
                        "-rate=" + rate(plan) + "/1s",
                        "-duration=" + plan.durationSeconds() + "s",
                        // the scenario's VU budget: at most this many requests in flight, as k6's maxVUs
                        "-workers=" + workers,
                        "-max-workers=" + workers,
                        "-timeout=" + TIMEOUT,
                        // a 3xx is the answer, judged by the request's expected statuses; its target is not requested
                        "-redirects=-1",
                        "-max-body=0",
                        "-http2=false",
                        "-output=stdout"),
                List.of(vegeta.toString(), "encode", "-to=json", "-output=stdout"),
                List.of(vegeta.toString(), "report", "-type=json", "-output=" + summaryFile));
    }

    /** The plan's arrival rate in requests per second. */
    static int rate(LoadPlan plan) {
        Integer rps = plan.scenario().load().rps();
        if (rps == null || rps < 1) {
            throw new IllegalArgumentException(
                    "vegeta needs an arrival rate; scenario '" + plan.scenario().name() + "' has none (load shape "
                            + plan.scenario().load().shape().id() + ")");
        }
        return rps;
    }
}
