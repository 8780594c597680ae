package io.threadbench.controller.container;

import io.threadbench.controller.variant.ContainerLimits;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One of a trial's processes as a Docker container: its service under test, or the scenario's separate upstream or
 * PostgreSQL when those are boxed too. Started in the foreground by {@code docker run} (its output is the client's,
 * into {@code sut.log}, {@code upstream.log} or {@code database.log}), on the host's network so every byte stays on
 * 127.0.0.1, a JVM's JMX on a loopback port for the telemetry. Not removed on exit ({@code --rm} is not used), so how
 * it ended (killed by its memory limit or not) can still be asked before {@link #remove}.
 */
public final class TrialContainer {

    /** How a trial's error begins when the kernel killed its container for memory; the verdict looks for it. */
    public static final String KILLED_FOR_MEMORY = "killed for memory";

    private static final Duration INSPECT = Duration.ofSeconds(30);
    private static final double MIB = 1024.0 * 1024.0;

    private final DockerEngine docker;
    private final String name;
    private final ContainerLimits limits;
    private final ContainerImage image;
    private final int jmxPort;
    private final ContainerOwner owner;
    /** Where the engine puts its cgroup, so its memory peak outlives it; null under the systemd driver. */
    private final CgroupParent cgroupParent;

    private volatile String id;
    private volatile long hostPid = -1;

    /**
     * @param jmxPort the loopback port a JVM inside opens its JMX on ({@link #jmxOptions}); 0 for PostgreSQL
     * @param owner   the data folder and trial it is labelled with, so a later controller finds it
     */
    public TrialContainer(
            DockerEngine docker,
            String name,
            ContainerLimits limits,
            ContainerImage image,
            int jmxPort,
            ContainerOwner owner) {
        this.docker = docker;
        this.name = name;
        this.limits = limits;
        this.image = image;
        this.jmxPort = jmxPort;
        this.owner = owner;
        this.cgroupParent = docker.cgroupfs() ? new CgroupParent("/" + name) : null;
    }

    /**
     * {@code docker run} of {@code javaCommand} (run inside, e.g. from {@link SutImageBuilder#JAVA}) with the limits, no
     * swap beyond the memory limit, a read-only root with a fresh {@code /tmp}, its owner's labels, a parent cgroup of
     * its own, and the named variables passed from the client's environment (their values never appear on a command
     * line).
     *
     * @param cpuset the host CPUs when the limits name none (a CPU plan's SUT cores), else null
     */
    public List<String> runCommand(List<String> javaCommand, Collection<String> environmentNames, String cpuset) {
        return runCommand(javaCommand, environmentNames, cpuset, List.of());
    }

    /**
     * {@code docker run} of {@code command} as {@link #runCommand(List, Collection, String)}, with further options of
     * {@code docker run} before the image (a user, a volume).
     */
    public List<String> runCommand(
            List<String> command, Collection<String> environmentNames, String cpuset, List<String> options) {
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
        arguments.addAll(owner.labelArguments());
        if (cgroupParent != null) {
            arguments.add("--cgroup-parent");
            arguments.add(cgroupParent.name());
        }
        String cpus = limits.cpuset() != null ? limits.cpuset() : cpuset;
        if (cpus != null) {
            arguments.add("--cpuset-cpus");
            arguments.add(cpus);
        }
        for (String variable : environmentNames) {
            arguments.add("--env");
            arguments.add(variable);
        }
        arguments.addAll(options);
        arguments.add(image.tag());
        arguments.addAll(command);
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

    public ContainerImage image() {
        return image;
    }

    /**
     * Appends the line that heads the log of the process this container runs ({@code sut.log}, {@code database.log},
     * …): its image and limits, after what a trial wrote there before (the image's build time).
     */
    public void headLog(Path log) throws IOException {
        Files.writeString(
                log,
                "threadbench: container image " + image.describe() + ", limits " + limits.describe() + "\n",
                StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
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

    /**
     * {@code killed for memory: limit 256 MiB, peak 256.0 MiB} when the engine says the kernel killed it for going
     * over its memory limit ({@code State.OOMKilled}), the peak from its cgroup; empty otherwise.
     */
    public Optional<String> killedForMemory() {
        if (!oomKilled().orElse(false)) {
            return Optional.empty();
        }
        OptionalLong peak = memoryPeakBytes();
        return Optional.of(String.format(
                Locale.ROOT,
                "%s: limit %.0f MiB, peak %s",
                KILLED_FOR_MEMORY,
                limits.memoryBytes() / MIB,
                peak.isPresent()
                        ? String.format(Locale.ROOT, "%.1f MiB", peak.getAsLong() / MIB)
                        : "unknown (the engine's systemd cgroup driver keeps no peak after the container)"));
    }

    /** Whether the engine says the kernel killed it for going over its memory limit; empty when it cannot say. */
    private Optional<Boolean> oomKilled() {
        try {
            DockerEngine.Result inspected =
                    docker.run(List.of("inspect", "--format", "{{.State.OOMKilled}}", name), INSPECT);
            return inspected.ok() ? Optional.of(Boolean.parseBoolean(inspected.output())) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * The most memory it used, from its cgroup, as the kernel counts it against the limit (page cache included); still
     * there after the container ended, until {@link #remove}. Empty under the systemd driver.
     */
    public OptionalLong memoryPeakBytes() {
        return cgroupParent == null ? OptionalLong.empty() : cgroupParent.peakBytes();
    }

    /** Stops and removes it, and its parent cgroup; a container that is gone already is fine. */
    public void remove() {
        try {
            docker.run(List.of("rm", "--force", "--volumes", name), Duration.ofSeconds(60));
        } catch (IOException e) {
            // the engine went away; nothing of ours is left to remove with it
        }
        if (cgroupParent != null) {
            cgroupParent.delete();
        }
    }
}
