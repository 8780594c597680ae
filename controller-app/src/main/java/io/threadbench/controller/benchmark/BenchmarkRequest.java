package io.threadbench.controller.benchmark;

import java.util.List;
import java.util.Map;

/**
 * What a user asks for when starting a benchmark (API body, form, CLI). Approaches are ids such as
 * {@code loom-tomcat}; everything is checked by {@link BenchmarkService} with field-level messages.
 *
 * @param name        optional; a name is made up from the scenarios when blank
 * @param repetitions null means 1
 * @param cpuSets     role ({@code sut}, {@code upstream}, {@code loadgen}, {@code controller}) → cores such as
 *                    {@code 0-1}; null or empty pins nothing (DESIGN §12)
 * @param allowCpuOverlap the SUT may share cores with the other roles; null means no
 * @param loadGenerators  k6 runners per trial (1 to 8); null lets the controller choose from the planned rate
 * @param variants        variant labels (DESIGN §3a), run after the {@code approaches} (which are built-in variants)
 * @param aa              a variant label for an A/A check: it runs twice, as {@code LABEL-a} and {@code LABEL-b}
 * @param ab              a built-in variant label for an A/B check: {@code LABEL-a} against {@code LABEL-b}, which
 *                        answers 2 % of the scenario's delay later
 * @param jfr             stream the SUT's flight recorder (pinning, GC pauses) in every trial; null: the default,
 *                        {@link BenchmarkService#JFR_BY_DEFAULT}
 */
public record BenchmarkRequest(
        String name,
        String notes,
        List<String> scenarios,
        List<String> approaches,
        Integer repetitions,
        Map<String, String> cpuSets,
        Boolean allowCpuOverlap,
        Integer loadGenerators,
        List<String> variants,
        String aa,
        String ab,
        Boolean jfr) {

    /** A request of variants, an A/A or an A/B check, with the default flight-recorder choice. */
    public BenchmarkRequest(
            String name,
            String notes,
            List<String> scenarios,
            List<String> approaches,
            Integer repetitions,
            Map<String, String> cpuSets,
            Boolean allowCpuOverlap,
            Integer loadGenerators,
            List<String> variants,
            String aa,
            String ab) {
        this(
                name,
                notes,
                scenarios,
                approaches,
                repetitions,
                cpuSets,
                allowCpuOverlap,
                loadGenerators,
                variants,
                aa,
                ab,
                null);
    }

    /** A request of variants or an A/A check. */
    public BenchmarkRequest(
            String name,
            String notes,
            List<String> scenarios,
            List<String> approaches,
            Integer repetitions,
            Map<String, String> cpuSets,
            Boolean allowCpuOverlap,
            Integer loadGenerators,
            List<String> variants,
            String aa) {
        this(
                name,
                notes,
                scenarios,
                approaches,
                repetitions,
                cpuSets,
                allowCpuOverlap,
                loadGenerators,
                variants,
                aa,
                null);
    }

    /** A request of approaches with CPU sets and k6 runners. */
    public BenchmarkRequest(
            String name,
            String notes,
            List<String> scenarios,
            List<String> approaches,
            Integer repetitions,
            Map<String, String> cpuSets,
            Boolean allowCpuOverlap,
            Integer loadGenerators) {
        this(name, notes, scenarios, approaches, repetitions, cpuSets, allowCpuOverlap, loadGenerators, null, null);
    }

    /** A request without CPU sets (nothing pinned). */
    public BenchmarkRequest(
            String name, String notes, List<String> scenarios, List<String> approaches, Integer repetitions) {
        this(name, notes, scenarios, approaches, repetitions, null, null, null, null, null);
    }

    /** A request with CPU sets and as many k6 runners as the controller chooses. */
    public BenchmarkRequest(
            String name,
            String notes,
            List<String> scenarios,
            List<String> approaches,
            Integer repetitions,
            Map<String, String> cpuSets,
            Boolean allowCpuOverlap) {
        this(name, notes, scenarios, approaches, repetitions, cpuSets, allowCpuOverlap, null, null, null);
    }
}
