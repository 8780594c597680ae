package io.threadbench.controller.variant;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A variant's service under test runs in a Docker container with these limits (DESIGN §3a "Containers"): {@code
 * cpus} as Docker's {@code --cpus} (a CFS quota, e.g. 1 or 1.5), {@code memory} as {@code --memory} with no swap
 * beyond it (e.g. {@code 512m}, {@code 1g}), and optionally {@code cpuset}, the host CPUs it may run on (e.g.
 * {@code 0} or {@code 0-1}). The rest of the scenario may be boxed too: {@code database}, the limits of the
 * container its PostgreSQL runs in ({@code database: postgres}), and {@code upstream}, those of its separate
 * upstream's ({@code upstream: separate}); null leaves that one a bare process. Checked by {@link VariantRules}.
 */
public record ContainerLimits(
        Double cpus, String memory, String cpuset, ContainerLimits database, ContainerLimits upstream) {

    static final Pattern MEMORY = Pattern.compile("([1-9][0-9]{0,6})([mg])");
    static final Pattern CPUSET = Pattern.compile("[0-9]{1,3}(-[0-9]{1,3})?(,[0-9]{1,3}(-[0-9]{1,3})?){0,31}");

    public ContainerLimits {
        memory = memory == null || memory.isBlank() ? null : memory.strip().toLowerCase(Locale.ROOT);
        cpuset = cpuset == null || cpuset.isBlank() ? null : cpuset.strip();
    }

    /** Limits of one container, with nothing else boxed beside it. */
    public ContainerLimits(Double cpus, String memory, String cpuset) {
        this(cpus, memory, cpuset, null, null);
    }

    /** The service's own limits, without the database's and upstream's. */
    public ContainerLimits own() {
        return new ContainerLimits(cpus, memory, cpuset);
    }

    /** The memory limit in bytes; only for a checked {@code memory}. */
    public long memoryBytes() {
        Matcher m = MEMORY.matcher(memory);
        if (!m.matches()) {
            throw new IllegalStateException("unchecked memory limit '" + memory + "'");
        }
        long unit = m.group(2).equals("g") ? 1L << 30 : 1L << 20;
        return Long.parseLong(m.group(1)) * unit;
    }

    /**
     * {@code 1 CPU, 1g}, {@code 1.5 CPUs, 512m, cpuset 0-1}, then the boxed database's and upstream's ({@code 1 CPU,
     * 1g; database 1 CPU, 512m; upstream 0.5 CPUs, 256m}): how pages and reports name the limits.
     */
    public String describe() {
        String cpuText = cpus % 1 == 0 ? Long.toString(cpus.longValue()) : cpus.toString();
        return cpuText
                + (cpus == 1.0 ? " CPU, " : " CPUs, ")
                + memory
                + (cpuset == null ? "" : ", cpuset " + cpuset)
                + (database == null ? "" : "; database " + database.describe())
                + (upstream == null ? "" : "; upstream " + upstream.describe());
    }
}
