package io.threadbench.controller.variant;

import io.threadbench.controller.errors.FieldError;
import java.util.List;

/**
 * What a variant's container may be: 0.01 to this host's CPU count of {@code cpus} in hundredths, a memory limit
 * of 64m to this host's memory written as {@code 512m} or {@code 1g}, a cpuset of this host's CPUs, and a target
 * Threadbench starts from a jar (a built-in approach or a service registered with a jar), since the image holds
 * the jar.
 */
final class ContainerRules {

    static final long MIN_MEMORY = 64L << 20;

    private ContainerRules() {}

    static void check(ContainerLimits limits, RegisteredService service, List<FieldError> errors) {
        int hostCpus = Runtime.getRuntime().availableProcessors();
        Double cpus = limits.cpus();
        if (cpus == null) {
            errors.add(new FieldError("container.cpus", "give the container's CPUs, e.g. 1 or 1.5"));
        } else if (cpus.isNaN() || cpus < 0.01 || cpus > hostCpus) {
            errors.add(new FieldError(
                    "container.cpus",
                    "CPUs must be between 0.01 and " + hostCpus + " (this machine's CPU count); got " + cpus));
        } else if (Math.abs(cpus * 100 - Math.round(cpus * 100)) > 1e-9) {
            errors.add(new FieldError("container.cpus", "CPUs are counted in hundredths, e.g. 1.25; got " + cpus));
        }
        checkMemory(limits.memory(), errors);
        if (limits.cpuset() != null) {
            checkCpuset(limits.cpuset(), hostCpus, errors);
        }
        if (service != null && (service.runsElsewhere() || !service.startsFromJar())) {
            errors.add(new FieldError(
                    "container",
                    "service '" + service.name() + "' is not started from a jar, so it cannot be put in a container;"
                            + " register it with its jar"));
        }
    }

    private static void checkMemory(String memory, List<FieldError> errors) {
        if (memory == null) {
            errors.add(new FieldError("container.memory", "give the container's memory, e.g. 512m or 1g"));
            return;
        }
        if (!ContainerLimits.MEMORY.matcher(memory).matches()) {
            errors.add(new FieldError(
                    "container.memory",
                    "memory is a whole number of megabytes or gigabytes, e.g. 512m or 1g; got '" + memory + "'"));
            return;
        }
        long bytes = new ContainerLimits(1.0, memory, null).memoryBytes();
        if (bytes < MIN_MEMORY) {
            errors.add(new FieldError(
                    "container.memory", "memory must be at least 64m (a JVM needs that much to start); got " + memory));
        }
        long hostBytes = hostMemoryBytes();
        if (hostBytes > 0 && bytes > hostBytes) {
            errors.add(new FieldError(
                    "container.memory",
                    "memory " + memory + " is more than this machine has (" + (hostBytes >> 20) + "m)"));
        }
    }

    private static void checkCpuset(String cpuset, int hostCpus, List<FieldError> errors) {
        if (!ContainerLimits.CPUSET.matcher(cpuset).matches()) {
            errors.add(new FieldError(
                    "container.cpuset", "a cpuset lists CPUs and ranges, e.g. 0 or 0-1 or 0,2; got '" + cpuset + "'"));
            return;
        }
        for (String part : cpuset.split("[,-]")) {
            if (Integer.parseInt(part) >= hostCpus) {
                errors.add(new FieldError(
                        "container.cpuset",
                        "CPU " + part + " does not exist here: this machine has CPUs 0 to " + (hostCpus - 1)));
                return;
            }
        }
    }

    private static long hostMemoryBytes() {
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getTotalMemorySize();
        }
        return -1;
    }
}
