package io.threadbench.controller.variant;

import io.threadbench.controller.errors.FieldError;
import java.util.List;

/**
 * What a variant's container may be: 0.01 to this host's CPU count of {@code cpus} in hundredths, a memory limit
 * of 64m to this host's memory written as {@code 512m} or {@code 1g}, a cpuset of this host's CPUs, and a target
 * Threadbench starts from a jar (a built-in approach or a service registered with a jar), since the image holds
 * the jar. The database's and upstream's containers follow the same rules under {@code container.database.} and
 * {@code container.upstream.}, and only for a built-in approach (Threadbench starts a scenario's database and
 * upstream only for those).
 */
final class ContainerRules {

    static final long MIN_MEMORY = 64L << 20;

    private ContainerRules() {}

    static void check(ContainerLimits limits, RegisteredService service, List<FieldError> errors) {
        checkLimits("container", limits, errors);
        if (service != null && (service.runsElsewhere() || !service.startsFromJar())) {
            errors.add(new FieldError(
                    "container",
                    "service '" + service.name() + "' is not started from a jar, so it cannot be put in a container;"
                            + " register it with its jar"));
        }
        for (String role : List.of("database", "upstream")) {
            ContainerLimits beside = role.equals("database") ? limits.database() : limits.upstream();
            if (beside == null) {
                continue;
            }
            String field = "container." + role;
            if (service != null) {
                errors.add(new FieldError(
                        field,
                        "only a built-in approach gets the scenario's " + role + " from Threadbench, so service '"
                                + service.name() + "' has no " + role + " to put in a container"));
                continue;
            }
            if (beside.database() != null || beside.upstream() != null) {
                errors.add(new FieldError(
                        field,
                        "the " + role + "'s container has CPUs, memory and a cpuset only; the database and upstream"
                                + " are named beside the service's own limits"));
            }
            checkLimits(field, beside, errors);
        }
    }

    /** One container's CPUs, memory and cpuset, reported under {@code prefix.cpus}, ... */
    private static void checkLimits(String prefix, ContainerLimits limits, List<FieldError> errors) {
        int hostCpus = Runtime.getRuntime().availableProcessors();
        Double cpus = limits.cpus();
        String cpusField = prefix + ".cpus";
        if (cpus == null) {
            errors.add(new FieldError(cpusField, "give the container's CPUs, e.g. 1 or 1.5"));
        } else if (cpus.isNaN() || cpus < 0.01 || cpus > hostCpus) {
            errors.add(new FieldError(
                    cpusField,
                    "CPUs must be between 0.01 and " + hostCpus + " (this machine's CPU count); got " + cpus));
        } else if (Math.abs(cpus * 100 - Math.round(cpus * 100)) > 1e-9) {
            errors.add(new FieldError(cpusField, "CPUs are counted in hundredths, e.g. 1.25; got " + cpus));
        }
        checkMemory(prefix + ".memory", limits.memory(), errors);
        if (limits.cpuset() != null) {
            checkCpuset(prefix + ".cpuset", limits.cpuset(), hostCpus, errors);
        }
    }

    private static void checkMemory(String field, String memory, List<FieldError> errors) {
        if (memory == null) {
            errors.add(new FieldError(field, "give the container's memory, e.g. 512m or 1g"));
            return;
        }
        if (!ContainerLimits.MEMORY.matcher(memory).matches()) {
            errors.add(new FieldError(
                    field,
                    "memory is a whole number of megabytes or gigabytes, e.g. 512m or 1g; got '" + memory + "'"));
            return;
        }
        long bytes = new ContainerLimits(1.0, memory, null).memoryBytes();
        if (bytes < MIN_MEMORY) {
            errors.add(new FieldError(
                    field, "memory must be at least 64m (a JVM needs that much to start); got " + memory));
        }
        long hostBytes = hostMemoryBytes();
        if (hostBytes > 0 && bytes > hostBytes) {
            errors.add(new FieldError(
                    field, "memory " + memory + " is more than this machine has (" + (hostBytes >> 20) + "m)"));
        }
    }

    private static void checkCpuset(String field, String cpuset, int hostCpus, List<FieldError> errors) {
        if (!ContainerLimits.CPUSET.matcher(cpuset).matches()) {
            errors.add(new FieldError(
                    field, "a cpuset lists CPUs and ranges, e.g. 0 or 0-1 or 0,2; got '" + cpuset + "'"));
            return;
        }
        for (String part : cpuset.split("[,-]")) {
            if (Integer.parseInt(part) >= hostCpus) {
                errors.add(new FieldError(
                        field, "CPU " + part + " does not exist here: this machine has CPUs 0 to " + (hostCpus - 1)));
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
