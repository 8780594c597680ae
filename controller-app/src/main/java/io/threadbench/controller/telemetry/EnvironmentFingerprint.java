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

    /** A fingerprint with CPU sets but no variants (recorded before they existed). */
    public EnvironmentFingerprint(
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
            String cpuSets) {
        this(
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
                null,
                null);
    }

    /** This fingerprint with the machine's settings that decide comparability. */
    public EnvironmentFingerprint withMachine(MachineSettings settings) {
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
                settings);
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
                facts,
                machine);
    }

    /** A fingerprint without CPU sets (nothing pinned, or recorded before they existed). */
    public EnvironmentFingerprint(
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
            List<String> jvmOptions) {
        this(
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
                null);
    }

    /** This fingerprint with the benchmark's CPU sets, as {@code CpuPlan.describe()} says them. */
    public EnvironmentFingerprint withCpuSets(String cpuSets) {
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

    /** Vendor and version of a JDK, read from the {@code java} binary itself. */
    public record JdkInfo(String vendor, String version) {}
}
