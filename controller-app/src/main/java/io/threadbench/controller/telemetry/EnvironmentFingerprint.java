package io.threadbench.controller.telemetry;

import java.util.List;

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
        String cpuSets) {

    public EnvironmentFingerprint {
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
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
                cpuSets);
    }

    /** Vendor and version of a JDK, read from the {@code java} binary itself. */
    public record JdkInfo(String vendor, String version) {}
}
