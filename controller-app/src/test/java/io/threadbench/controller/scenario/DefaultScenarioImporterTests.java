package io.threadbench.controller.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.config.ThreadbenchProperties;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;

class DefaultScenarioImporterTests extends ScenarioTestSupport {

    @Autowired
    DefaultScenarioImporter importer;

    @Autowired
    ScenarioService service;

    @Autowired
    ScenarioRepository repository;

    @Autowired
    ThreadbenchProperties properties;

    private static List<String> shippedNames() throws IOException {
        try (Stream<Path> files = Files.list(scenariosDir())) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".yaml"))
                    .map(name -> name.substring(0, name.length() - ".yaml".length()))
                    .toList();
        }
    }

    @Test
    void shippedScenariosAreImportedAtStartAsBuiltins() throws IOException {
        List<String> shipped = shippedNames();

        assertThat(shipped).hasSizeGreaterThanOrEqualTo(20);
        for (String name : shipped) {
            assertThat(repository.find(name))
                    .as(name)
                    .hasValueSatisfying(stored -> assertThat(stored.builtin()).isTrue());
        }
    }

    @Test
    void importingAgainAddsNothingAndBringsBackADeletedDefault() {
        int before = repository.count();

        assertThat(importer.importFrom(scenariosDir())).isEmpty();
        assertThat(repository.count()).isEqualTo(before);

        service.delete("car-raw-json");
        List<StoredScenario> again = importer.importFrom(scenariosDir());
        assertThat(again).extracting(StoredScenario::name).containsExactly("car-raw-json");
        assertThat(repository.count()).isEqualTo(before);
    }

    @Test
    void keepsTheUsersEditOfADefault(@TempDir Path dir) throws IOException {
        Files.writeString(
                dir.resolve("edit-me.yaml"),
                "{name: importer-edit-me, workload: car, loadShape: constant-vus, vus: 1, durationSeconds: 5}");
        assertThat(importer.importFrom(dir))
                .singleElement()
                .satisfies(stored -> assertThat(stored.builtin()).isTrue());
        Scenario original = repository.find("importer-edit-me").orElseThrow().scenario();
        Scenario edited = ScenarioCodec.fromJson(ScenarioCodec.toJson(original).replace("\"vus\":1", "\"vus\":3"));
        service.update("importer-edit-me", edited);

        assertThat(importer.importFrom(dir)).isEmpty();

        StoredScenario stored = repository.find("importer-edit-me").orElseThrow();
        assertThat(stored.scenario().load().vus()).isEqualTo(3);
        assertThat(stored.builtin()).isFalse();
    }

    @Test
    void badFileIsSkippedAndGoodFilesStillImported(@TempDir Path dir) throws IOException {
        Files.writeString(
                dir.resolve("a-bad.yaml"),
                "name: importer-bad\nworkload: car\nloadShape: constant-vus\nvus: 0\ndurationSeconds: 5\n");
        Files.writeString(dir.resolve("b-broken.yml"), "name: [unclosed\n");
        Files.writeString(
                dir.resolve("c-good.yml"),
                "- {name: importer-good, workload: car, loadShape: constant-vus, vus: 1, durationSeconds: 5}\n");
        Files.writeString(dir.resolve("notes.txt"), "not a scenario");

        List<StoredScenario> imported = importer.importFrom(dir);

        assertThat(imported).extracting(StoredScenario::name).containsExactly("importer-good");
        assertThat(repository.exists("importer-bad")).isFalse();
    }

    @Test
    void missingFolderIsAWarningNotACrash(@TempDir Path dir) {
        assertThat(importer.importFrom(dir.resolve("absent"))).isEmpty();
    }

    @Test
    void usesTheConfiguredFolder() {
        assertThat(importer.scenariosDirectory()).contains(properties.scenariosDir());
    }
}
