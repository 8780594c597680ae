/**
 * Scenarios (DESIGN §4): the model, its validation, SQLite storage, YAML and loom-webflux-benchmarks
 * CSV import/export, the default set from {@code scenarios/*.yaml} and the importers.
 */
package io.threadbench.controller.scenario;
