/**
 * Benchmarks and trials (DESIGN §5): their records and storage ({@code TrialRepository} is the one writer of the
 * {@code trial} table), the service behind the API, pages and CLI with the rules a benchmark request must pass
 * ({@code BenchmarkRequestRules}), the queue worker that runs trials one at a time, and the trial runner, which
 * sequences the trial's steps ({@code *Step}: machine check, launch, pre-flight, telemetry, load, stop, summary),
 * each a class with its inputs and outputs.
 */
package io.threadbench.controller.benchmark;
