/**
 * Scenarios (DESIGN §4): the model (a name and description with four parts grouped by meaning: {@code Load},
 * {@code Work}, {@code Launch}, {@code Timing}, and a capacity search's plan; built field by field through {@code
 * Scenario.builder}, copied with a few changes through {@code toBuilder} or a part's {@code with} copies), its flat
 * fields (marked {@code ScenarioField} on the part records, read once by {@code ScenarioFields}), its flat JSON and
 * YAML form ({@code ScenarioJson}), its validation, SQLite storage, YAML and loom-webflux-benchmarks CSV
 * import/export, the default set from {@code scenarios/*.yaml} and the importers.
 */
package io.threadbench.controller.scenario;
