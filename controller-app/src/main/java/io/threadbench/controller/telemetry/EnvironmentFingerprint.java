package io.threadbench.controller.telemetry;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a benchmark ran on (DESIGN §6), stored as JSON in {@code benchmark.environment}, shown on the benchmark
 * page and exported with the results. A field that could not be found says "unknown" and why.
 *
 * @param os                 e.g. {@code Debian GNU/Linux 12 (bookworm)}
 * @param kernel             kernel release, e.g. {@code 6.1.0-18-amd64}
 * @param jdkVendor          {@code java.vendor} of the JVM that runs the SUT
 * @param jdkVersion         {@code java.runtime.version} of that JVM
 * @param k6Version          first line of {@code k6 version}, without the leading "k6 "
 * @param threadbenchVersion the controller jar's Implementation-Version, or {@code dev}
 * @param jvmOptions         the SUT's JVM options of the benchmark
 * @param cpuSets            the cores each role was pinned to ({@code off}, or null when not recorded)
 * @param variants           per variant label: its target, JDK version and vendor, options, properties (DESIGN §3a);
 *                           empty when recorded before variants existed
 * @param machine            SMT, frequency governor, turbo, the network sysctls and open-files limits; null when
 *                           recorded before they were
 */
public record EnvironmentFingerprint(
        String os,
        String kernel,
        String architecture,
        String cpuModel,
        int physicalCores,
        int logicalCores,
        long ramBytes,
        String jdkVendor,
        String jdkVersion,
        String k6Version,
        String threadbenchVersion,
        List<String> jvmOptions,
        String cpuSets,
        Map<String, Map<String, Object>> variants,
        MachineSettings machine) {

    public EnvironmentFingerprint {
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
        variants = variants == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(variants));
    }

    /**
     * What differs between this environment and {@code other}'s in what decides comparability: the CPU, its cores,
     * the kernel, the JDK and the machine's settings; empty when they ran alike (as far as both recorded).
     */
    public List<String> differencesTo(EnvironmentFingerprint other) {
        List<String> differences = new java.util.ArrayList<>();
        differ(differences, "CPU", cpuModel, other.cpuModel);
        differ(
                differences,
                "cores",
                physicalCores + "/" + logicalCores,
                other.physicalCores + "/" + other.logicalCores);
        differ(differences, "kernel", kernel, other.kernel);
        differ(differences, "JDK", jdkVendor + " " + jdkVersion, other.jdkVendor + " " + other.jdkVersion);
        if (machine != null && other.machine != null) {
            differences.addAll(machine.differencesTo(other.machine));
        }
        return differences;
    }

    private static void differ(List<String> differences, String name, String mine, String theirs) {
        if (!java.util.Objects.equals(mine, theirs)) {
            differences.add(name + ": " + mine + " → " + theirs);
        }
    }

    /** This fingerprint with what tells the benchmark's variants apart, by label. */
    public EnvironmentFingerprint withVariants(Map<String, Map<String, Object>> facts) {
        return toBuilder().variants(facts).build();
    }

    /** This fingerprint with the benchmark's CPU sets, as {@code CpuPlan.describe()} says them. */
    public EnvironmentFingerprint withCpuSets(String cpuSets) {
        return toBuilder().cpuSets(cpuSets).build();
    }

    /** One line per variant: its label, then its facts, e.g. {@code svc-virtual: service svc · JDK 25.0.1 (…)}. */
    public List<String> variantLines() {
        return variants.entrySet().stream()
                .map(entry -> entry.getKey() + ": "
                        + entry.getValue().entrySet().stream()
                                .filter(fact -> !fact.getKey().equals("jdkHome"))
                                .map(fact -> fact.getKey().equals("target")
                                                || fact.getKey().equals("jdk")
                                        ? (fact.getKey().equals("jdk") ? "JDK " : "") + fact.getValue()
                                        : fact.getKey() + " " + fact.getValue())
                                .collect(java.util.stream.Collectors.joining(" · ")))
                .toList();
    }

    /** A builder for a fingerprint a group of facts at a time; what is left unset is null, zero or empty. */
    public static Builder builder() {
        return new Builder();
    }

    private Builder toBuilder() {
        return new Builder()
                .system(os, kernel, architecture)
                .cpu(cpuModel, physicalCores, logicalCores)
                .ramBytes(ramBytes)
                .jdk(jdkVendor, jdkVersion)
                .k6Version(k6Version)
                .threadbenchVersion(threadbenchVersion)
                .jvmOptions(jvmOptions)
                .cpuSets(cpuSets)
                .variants(variants)
                .machine(machine);
    }

    /** Builds an {@link EnvironmentFingerprint}; the probe fills it in, tests craft one with a few facts. */
    public static final class Builder {
        private String os;
        private String kernel;
        private String architecture;
        private String cpuModel;
        private int physicalCores;
        private int logicalCores;
        private long ramBytes;
        private String jdkVendor;
        private String jdkVersion;
        private String k6Version;
        private String threadbenchVersion;
        private List<String> jvmOptions;
        private String cpuSets;
        private Map<String, Map<String, Object>> variants;
        private MachineSettings machine;

        private Builder() {}

        /** The operating system, its kernel release and the architecture. */
        public Builder system(String name, String kernelRelease, String arch) {
            os = name;
            kernel = kernelRelease;
            architecture = arch;
            return this;
        }

        public Builder cpu(String model, int physical, int logical) {
            cpuModel = model;
            physicalCores = physical;
            logicalCores = logical;
            return this;
        }

        public Builder ramBytes(long value) {
            ramBytes = value;
            return this;
        }

        /** The {@code java.vendor} and {@code java.runtime.version} of the JVM that runs the SUT. */
        public Builder jdk(String vendor, String version) {
            jdkVendor = vendor;
            jdkVersion = version;
            return this;
        }

        public Builder k6Version(String value) {
            k6Version = value;
            return this;
        }

        public Builder threadbenchVersion(String value) {
            threadbenchVersion = value;
            return this;
        }

        public Builder jvmOptions(List<String> value) {
            jvmOptions = value;
            return this;
        }

        public Builder cpuSets(String value) {
            cpuSets = value;
            return this;
        }

        public Builder variants(Map<String, Map<String, Object>> value) {
            variants = value;
            return this;
        }

        public Builder machine(MachineSettings value) {
            machine = value;
            return this;
        }

        public EnvironmentFingerprint build() {
            return new EnvironmentFingerprint(
                    os,
                    kernel,
                    architecture,
                    cpuModel,
                    physicalCores,
                    logicalCores,
                    ramBytes,
                    jdkVendor,
                    jdkVersion,
                    k6Version,
                    threadbenchVersion,
                    jvmOptions,
                    cpuSets,
                    variants,
                    machine);
        }
    }

    /** Vendor and version of a JDK, read from the {@code java} binary itself. */
    public record JdkInfo(String vendor, String version) {}
}
