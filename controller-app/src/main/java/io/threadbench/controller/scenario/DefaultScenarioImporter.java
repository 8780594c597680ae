package io.threadbench.controller.scenario;

import io.threadbench.controller.config.ThreadbenchProperties;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.ScenarioService.ImportItem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.stereotype.Component;

/**
 * Imports the default scenarios from {@code scenarios/*.yaml} at start-up, as built-in scenarios, once every
 * bean exists and before the web server opens its port: the first request already sees all of them.
 * Only names not yet in the database are added, so it is safe on every start, keeps the user's edits,
 * and brings back a deleted default. A bad file is logged and skipped; it never stops the controller.
 */
@Component
class DefaultScenarioImporter implements SmartInitializingSingleton {

    private static final Logger log = LoggerFactory.getLogger(DefaultScenarioImporter.class);

    private final ScenarioService service;
    private final ThreadbenchProperties properties;

    DefaultScenarioImporter(ScenarioService service, ThreadbenchProperties properties) {
        this.service = service;
        this.properties = properties;
    }

    @Override
    public void afterSingletonsInstantiated() {
        Optional<Path> directory = scenariosDirectory();
        if (directory.isEmpty()) {
            log.warn(
                    "No default scenarios imported: no scenarios/ folder in {} or its parents; set threadbench.scenarios-dir",
                    Path.of("").toAbsolutePath());
            return;
        }
        List<StoredScenario> imported = importFrom(directory.get());
        if (!imported.isEmpty()) {
            log.info(
                    "Imported {} default scenarios from {}: {}",
                    imported.size(),
                    directory.get(),
                    imported.stream().map(StoredScenario::name).collect(Collectors.joining(", ")));
        }
    }

    /** Imports the scenarios of every YAML file in {@code directory} whose names are still free. */
    List<StoredScenario> importFrom(Path directory) {
        if (!Files.isDirectory(directory)) {
            log.warn("No default scenarios imported: {} is not a folder", directory);
            return List.of();
        }
        List<StoredScenario> imported = new ArrayList<>();
        for (Path file : yamlFiles(directory)) {
            try {
                List<ImportItem> fresh = ScenarioCodec.fromYaml(Files.readString(file, StandardCharsets.UTF_8)).stream()
                        .filter(scenario -> scenario.name() == null
                                || service.find(scenario.name()).isEmpty())
                        .map(scenario -> new ImportItem(file.getFileName().toString(), scenario))
                        .toList();
                if (!fresh.isEmpty()) {
                    imported.addAll(service.importAll(fresh, false, true));
                }
            } catch (ValidationException e) {
                log.error(
                        "Skipped default scenario file {}: {}",
                        file,
                        e.fieldErrors().stream().map(FieldError::message).collect(Collectors.joining("; ")));
            } catch (IOException | RuntimeException e) {
                log.error("Skipped default scenario file {}", file, e);
            }
        }
        return imported;
    }

    private static List<Path> yamlFiles(Path directory) {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().matches(".*\\.ya?ml"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            log.warn("Cannot list default scenarios in {}: {}", directory, e.toString());
            return List.of();
        }
    }

    /** The configured folder, else {@code scenarios/} in the working directory or the nearest parent that has one. */
    Optional<Path> scenariosDirectory() {
        if (properties.scenariosDir() != null) {
            return Optional.of(properties.scenariosDir());
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("scenarios");
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
