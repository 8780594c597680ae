package io.threadbench.controller.benchmark;

import java.util.List;

/**
 * What a user asks for when starting a benchmark (API body, form, CLI). Approaches are ids such as
 * {@code loom-tomcat}; everything is checked by {@link BenchmarkService} with field-level messages.
 *
 * @param name        optional; a name is made up from the scenarios when blank
 * @param repetitions null means 1
 */
public record BenchmarkRequest(
        String name, String notes, List<String> scenarios, List<String> approaches, Integer repetitions) {}
