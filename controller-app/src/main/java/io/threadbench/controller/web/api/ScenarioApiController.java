package io.threadbench.controller.web.api;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import io.threadbench.controller.scenario.LoomWebfluxCsvImporter;
import io.threadbench.controller.scenario.OnConflict;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.ScenarioService.ImportItem;
import io.threadbench.controller.scenario.StoredScenario;
import java.net.URI;
import java.util.List;
import java.util.stream.IntStream;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * JSON API of scenarios. Bodies are read with {@link ScenarioCodec} (strict: unknown fields are
 * errors); errors are answered by {@code web.ApiErrorHandler} with 400/404/409.
 */
@RestController
@RequestMapping("/api/scenarios")
@Tag(name = "scenarios", description = "Load scenarios: CRUD, YAML export/import, loom-webflux-benchmarks CSV import")
class ScenarioApiController {

    static final String YAML = "application/yaml";
    private static final MediaType YAML_UTF8 = MediaType.parseMediaType(YAML + ";charset=UTF-8");

    private final ScenarioService service;

    /** Documents the raw JSON body (read as text so that reading stays strict) as a {@link Scenario}. */
    private static final String SCENARIO_BODY = "a scenario as JSON";

    ScenarioApiController(ScenarioService service) {
        this.service = service;
    }

    /** The result of an import: the names saved, in file order. */
    record ImportResult(int count, List<String> names, List<String> skipped) {
        static ImportResult of(ScenarioService.Imported imported) {
            return new ImportResult(
                    imported.saved().size(),
                    imported.saved().stream().map(StoredScenario::name).toList(),
                    imported.skipped());
        }
    }

    @GetMapping
    @Operation(summary = "All scenarios, ordered by name")
    List<StoredScenario> list() {
        return service.list();
    }

    @GetMapping("/{name}")
    @Operation(summary = "One scenario")
    StoredScenario get(@PathVariable String name) {
        return service.get(name);
    }

    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    @Operation(summary = "Create a scenario (409 if the name is taken)")
    ResponseEntity<StoredScenario> create(
            @RequestBody(required = false)
                    @io.swagger.v3.oas.annotations.parameters.RequestBody(
                            description = SCENARIO_BODY,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON_VALUE,
                                            schema = @Schema(implementation = Scenario.class)))
                    String body) {
        StoredScenario saved = service.create(ScenarioCodec.fromJson(body));
        return ResponseEntity.created(URI.create("/api/scenarios/" + saved.name()))
                .body(saved);
    }

    @PutMapping(path = "/{name}", consumes = MediaType.APPLICATION_JSON_VALUE)
    @Operation(summary = "Replace a scenario; a different name in the body renames it")
    StoredScenario update(
            @PathVariable String name,
            @RequestBody(required = false)
                    @io.swagger.v3.oas.annotations.parameters.RequestBody(
                            description = SCENARIO_BODY,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON_VALUE,
                                            schema = @Schema(implementation = Scenario.class)))
                    String body) {
        return service.update(name, ScenarioCodec.fromJson(body));
    }

    @DeleteMapping("/{name}")
    @Operation(summary = "Delete a scenario (past benchmarks keep their snapshots)")
    ResponseEntity<Void> delete(@PathVariable String name) {
        service.delete(name);
        return ResponseEntity.noContent().build();
    }

    @PostMapping("/{name}/duplicate")
    @Operation(summary = "Copy a scenario under a new name (default NAME-copy)")
    ResponseEntity<StoredScenario> duplicate(
            @PathVariable String name, @RequestParam(name = "as", required = false) String newName) {
        StoredScenario saved = service.duplicate(name, newName);
        return ResponseEntity.created(URI.create("/api/scenarios/" + saved.name()))
                .body(saved);
    }

    @GetMapping(path = "/{name}/yaml", produces = YAML)
    @Operation(summary = "One scenario as YAML")
    ResponseEntity<String> yaml(@PathVariable String name) {
        return yamlDownload(
                name + ".yaml", ScenarioCodec.toYaml(service.get(name).scenario()));
    }

    @GetMapping(path = "/export.yaml", produces = YAML)
    @Operation(summary = "All scenarios as one YAML list")
    ResponseEntity<String> exportAll() {
        List<Scenario> all =
                service.list().stream().map(StoredScenario::scenario).toList();
        return yamlDownload("scenarios.yaml", ScenarioCodec.toYaml(all));
    }

    @PostMapping(
            path = "/import",
            consumes = {YAML, "application/x-yaml", "text/yaml", MediaType.TEXT_PLAIN_VALUE})
    @Operation(
            summary = "Import one scenario or a list from YAML; all or nothing. Taken names: onConflict=fail (409,"
                    + " the default), skip or replace")
    ImportResult importYaml(
            @RequestBody(required = false) String body,
            @RequestParam(required = false) String onConflict,
            @RequestParam(defaultValue = "false") boolean replace) {
        OnConflict rule = OnConflict.of(onConflict, replace);
        List<Scenario> scenarios = ScenarioCodec.fromYaml(body);
        List<ImportItem> items = scenarios.size() == 1
                ? List.of(new ImportItem("", scenarios.getFirst()))
                : IntStream.range(0, scenarios.size())
                        .mapToObj(i -> new ImportItem("[" + i + "]", scenarios.get(i)))
                        .toList();
        return ImportResult.of(service.importAll(items, rule, false));
    }

    @PostMapping(
            path = "/import-csv",
            consumes = {"text/csv", MediaType.TEXT_PLAIN_VALUE})
    @Operation(
            summary = "Import a loom-webflux-benchmarks scenario CSV; all or nothing, errors name the line;"
                    + " taken names: onConflict=fail (409, the default), skip or replace")
    ImportResult importCsv(
            @RequestBody(required = false) String body,
            @RequestParam(required = false) String onConflict,
            @RequestParam(defaultValue = "false") boolean replace) {
        OnConflict rule = OnConflict.of(onConflict, replace);
        return ImportResult.of(service.importAll(LoomWebfluxCsvImporter.parse(body), rule, false));
    }

    private static ResponseEntity<String> yamlDownload(String fileName, String yaml) {
        return ResponseEntity.ok()
                .contentType(YAML_UTF8)
                .header(
                        HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.inline().filename(fileName).build().toString())
                .body(yaml);
    }
}
