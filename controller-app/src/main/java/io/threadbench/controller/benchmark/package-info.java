/**
 * Benchmarks and trials (DESIGN §5): their records and storage, the service behind the API and pages,
 * the orchestrator that runs trials one at a time, and the trial runner with its steps.
 */
package io.threadbench.controller.benchmark;
