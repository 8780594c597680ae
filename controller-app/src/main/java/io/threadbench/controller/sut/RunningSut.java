package io.threadbench.controller.sut;

import io.threadbench.controller.container.TrialContainer;
import io.threadbench.controller.database.PostgresServer;
import io.threadbench.controller.process.ChildProcess;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A started service-under-test (and the separate upstream it calls, if the scenario asks for one).
 *
 * @param upstream     null when the SUT calls itself
 * @param upstreamPort the upstream's port, -1 without one
 * @param healthPath   where it says it is ready
 * @param wantsUp      our SUT: the health answer must say UP; a registered service: any 2xx will do
 * @param elsewhereUrl a service that runs elsewhere (then there is no process, and port is -1); null otherwise
 * @param database     the PostgreSQL the SUT's data lives in ({@code database: postgres}); null otherwise
 * @param container    the Docker container the SUT runs in ({@code process} is its {@code docker run} client); null
 *                     for a bare process
 * @param upstreamContainer the container the separate upstream runs in ({@code upstream} is its client); null when
 *                     bare or none (the database's container is the database's)
 */
public record RunningSut(
        ChildProcess process,
        int port,
        ChildProcess upstream,
        int upstreamPort,
        String healthPath,
        boolean wantsUp,
        String elsewhereUrl,
        PostgresServer database,
        TrialContainer container,
        TrialContainer upstreamContainer) {

    /** A service that runs already, elsewhere: nothing started, nothing to stop. */
    public static RunningSut elsewhere(String baseUrl, String healthPath) {
        return new RunningSut(null, -1, null, -1, healthPath, false, baseUrl, null, null, null);
    }

    /** The database's container; null when there is no database or it runs bare. */
    public TrialContainer databaseContainer() {
        return database == null ? null : database.container();
    }

    /** Whether Threadbench started it (there is a process to watch, sample and stop). */
    public boolean started() {
        return process != null;
    }

    /** The SUT's JVM as a process of this machine: the container's JVM, or the process started. */
    public long jvmPid() {
        return container != null ? container.hostPid() : process.pid();
    }

    /**
     * The processes on this host that run the trial's containers and are no child of the controller: each
     * container's first process (the SUT's or upstream's JVM, the postmaster), what it started, and the {@code
     * containerd-shim} that holds it. Empty when all run bare, as the controller's children anyway.
     */
    public Set<Long> containerProcesses() {
        Set<Long> pids = new HashSet<>();
        for (TrialContainer box : containers().values()) {
            ProcessHandle.of(box.hostPid()).ifPresent(first -> {
                pids.add(first.pid());
                first.descendants().forEach(child -> pids.add(child.pid()));
                first.parent()
                        .filter(parent -> parent.info()
                                .command()
                                .map(command -> command.contains("containerd-shim"))
                                .orElse(false))
                        .ifPresent(shim -> pids.add(shim.pid()));
            });
        }
        return Set.copyOf(pids);
    }

    /** The trial's containers by role ({@code SUT}, {@code upstream}, {@code database}); empty when all run bare. */
    public Map<String, TrialContainer> containers() {
        Map<String, TrialContainer> boxes = new LinkedHashMap<>();
        if (container != null) {
            boxes.put("SUT", container);
        }
        if (upstreamContainer != null) {
            boxes.put("upstream", upstreamContainer);
        }
        if (databaseContainer() != null) {
            boxes.put("database", databaseContainer());
        }
        return boxes;
    }

    /**
     * {@code killed for memory: limit 256 MiB, peak 256.0 MiB} when the SUT's container ended by going over its memory
     * limit, {@code killed for memory (the database's container): …} when the database's or upstream's did; else
     * empty. Asked before {@link #stop}, which removes the containers and what they knew.
     */
    public Optional<String> killedForMemory() {
        for (Map.Entry<String, TrialContainer> box : containers().entrySet()) {
            Optional<String> killed = box.getValue().killedForMemory();
            if (killed.isPresent()) {
                return box.getKey().equals("SUT")
                        ? killed
                        : killed.map(text -> text.replaceFirst(
                                TrialContainer.KILLED_FOR_MEMORY,
                                TrialContainer.KILLED_FOR_MEMORY + " (the " + box.getKey() + "'s container)"));
            }
        }
        return Optional.empty();
    }

    public String baseUrl() {
        return elsewhereUrl != null ? elsewhereUrl : "http://127.0.0.1:" + port;
    }

    /**
     * Stops the SUT, then its upstream, then its database; SIGTERM first, the process tree killed after
     * {@code grace}.
     */
    public void stop(Duration grace) {
        if (process != null) {
            process.stop(grace);
        }
        if (container != null) {
            container.remove();
        }
        if (upstream != null) {
            upstream.stop(grace);
        }
        if (upstreamContainer != null) {
            upstreamContainer.remove();
        }
        if (database != null) {
            database.stop(grace);
        }
    }

    /** The SUT's log tail, followed by the upstream's when there is one. */
    public String logTail() {
        if (process == null) {
            return "(runs elsewhere at " + elsewhereUrl + ": no log here)";
        }
        String tail = process.logTail();
        if (upstream != null) {
            tail += "\n--- upstream ---\n" + upstream.logTail();
        }
        return database == null ? tail : tail + "\n--- database ---\n" + database.logTail();
    }
}
