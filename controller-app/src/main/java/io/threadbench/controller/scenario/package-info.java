/**
 * Scenarios (DESIGN §4): the model (built field by field through {@code Scenario.builder}, copied with a few
 * changes through {@code toBuilder}), its validation, SQLite storage, YAML and loom-webflux-benchmarks
 * CSV import/export, the default set from {@code scenarios/*.yaml} and the importers.
 */
package io.threadbench.controller.scenario;
