package io.threadbench.controller.sut;

import io.threadbench.controller.container.SutContainer;
import io.threadbench.controller.database.PostgresServer;
import io.threadbench.controller.process.ChildProcess;
import java.time.Duration;
import java.util.HashSet;
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
        SutContainer container) {

    /** A service that runs already, elsewhere: nothing started, nothing to stop. */
    public static RunningSut elsewhere(String baseUrl, String healthPath) {
        return new RunningSut(null, -1, null, -1, healthPath, false, baseUrl, null, null);
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
     * The processes on this host that run the SUT's container and are no child of the controller: its JVM (the
     * container's first process), what that JVM started, and the {@code containerd-shim} that holds it. Empty for a
     * bare SUT, whose processes are the controller's children anyway.
     */
    public Set<Long> containerProcesses() {
        if (container == null) {
            return Set.of();
        }
        Set<Long> pids = new HashSet<>();
        ProcessHandle.of(container.hostPid()).ifPresent(jvm -> {
            pids.add(jvm.pid());
            jvm.descendants().forEach(child -> pids.add(child.pid()));
            jvm.parent()
                    .filter(parent -> parent.info()
                            .command()
                            .map(command -> command.contains("containerd-shim"))
                            .orElse(false))
                    .ifPresent(shim -> pids.add(shim.pid()));
        });
        return Set.copyOf(pids);
    }

    /**
     * {@code killed for memory: limit 256 MiB, peak 256.0 MiB} when the SUT's container ended by going over its memory
     * limit; else empty. Asked before {@link #stop}, which removes the container and what it knew.
     */
    public Optional<String> killedForMemory() {
        return container == null ? Optional.empty() : container.killedForMemory();
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
