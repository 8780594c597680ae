package io.threadbench.controller.container;

import io.threadbench.controller.variant.ContainerLimits;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * One trial's service under test as a Docker container: started in the foreground by {@code docker run} (its
 * output is the client's, into {@code sut.log}), on the host's network so the load stays on 127.0.0.1, with its
 * JVM's JMX on a loopback port for the telemetry. Not removed on exit ({@code --rm} is not used), so how it ended
 * (killed by its memory limit or not) can still be asked before {@link #remove}.
 */
public final class SutContainer {

    private static final Duration INSPECT = Duration.ofSeconds(30);

    private final DockerEngine docker;
    private final String name;
    private final ContainerLimits limits;
    private final SutImage image;
    private final int jmxPort;
    private volatile String id;
    private volatile long hostPid = -1;

    public SutContainer(DockerEngine docker, String name, ContainerLimits limits, SutImage image, int jmxPort) {
        this.docker = docker;
        this.name = name;
        this.limits = limits;
        this.image = image;
        this.jmxPort = jmxPort;
    }

    /**
     * {@code docker run} of {@code javaCommand} (run inside, from {@link SutImageBuilder#JAVA}) with the limits, no
     * swap beyond the memory limit, a read-only root with a fresh {@code /tmp}, and the named variables passed from
     * the client's environment (their values never appear on a command line).
     *
     * @param cpuset the host CPUs when the limits name none (a CPU plan's SUT cores), else null
     */
    public List<String> runCommand(List<String> javaCommand, Collection<String> environmentNames, String cpuset) {
        List<String> arguments = new ArrayList<>(List.of(
                "run",
                "--name",
                name,
                "--network",
                "host",
                "--cpus",
                Double.toString(limits.cpus()),
                "--memory",
                limits.memory(),
                "--memory-swap",
                limits.memory(),
                "--read-only",
                "--tmpfs",
                "/tmp"));
        String cpus = limits.cpuset() != null ? limits.cpuset() : cpuset;
        if (cpus != null) {
            arguments.add("--cpuset-cpus");
            arguments.add(cpus);
        }
        for (String variable : environmentNames) {
            arguments.add("--env");
            arguments.add(variable);
        }
        arguments.add(image.tag());
        arguments.addAll(javaCommand);
        return docker.command(arguments);
    }

    /**
     * The JVM options that open its JMX on 127.0.0.1 only (no authentication, as for a local attach: only this
     * machine reaches it), with RMI on the same port, so the controller connects as to any JMX service URL.
     */
    public List<String> jmxOptions() {
        return List.of(
                "-Dcom.sun.management.jmxremote.port=" + jmxPort,
                "-Dcom.sun.management.jmxremote.rmi.port=" + jmxPort,
                "-Dcom.sun.management.jmxremote.host=127.0.0.1",
                "-Djava.rmi.server.hostname=127.0.0.1",
                "-Dcom.sun.management.jmxremote.authenticate=false",
                "-Dcom.sun.management.jmxremote.ssl=false");
    }

    public String jmxUrl() {
        return "service:jmx:rmi:///jndi/rmi://127.0.0.1:" + jmxPort + "/jmxrmi";
    }

    public ContainerLimits limits() {
        return limits;
    }

    public SutImage image() {
        return image;
    }

    /** Learns the container's id and its JVM's process id on this host, once it runs. */
    public void resolve() throws IOException {
        DockerEngine.Result inspected =
                docker.run(List.of("inspect", "--format", "{{.Id}} {{.State.Pid}}", name), INSPECT);
        String[] parts = inspected.output().split(" ");
        if (!inspected.ok() || parts.length != 2) {
            throw new IOException("docker inspect " + name + " failed: " + inspected.output());
        }
        id = parts[0];
        hostPid = Long.parseLong(parts[1]);
    }

    /** The container's full id; null before {@link #resolve}. */
    public String id() {
        return id;
    }

    /** Its JVM as a process of this host (thread dumps and the settings check attach to it); -1 before resolve. */
    public long hostPid() {
        return hostPid;
    }

    /** Whether the engine says the kernel killed it for going over its memory limit; empty when it cannot say. */
    public Optional<Boolean> oomKilled() {
        try {
            DockerEngine.Result inspected =
                    docker.run(List.of("inspect", "--format", "{{.State.OOMKilled}}", name), INSPECT);
            return inspected.ok() ? Optional.of(Boolean.parseBoolean(inspected.output())) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Stops and removes it; a container that is gone already is fine. */
    public void remove() {
        try {
            docker.run(List.of("rm", "--force", "--volumes", name), Duration.ofSeconds(60));
        } catch (IOException e) {
            // the engine went away; nothing of ours is left to remove with it
        }
    }
}
