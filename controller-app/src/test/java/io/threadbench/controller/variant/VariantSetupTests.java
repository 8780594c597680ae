package io.threadbench.controller.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.ScenarioCodec;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A setup file's scenarios are read by the scenario codec (the same scenarios, the same messages), and the CLI's
 * variants file as shipped: the boxed-movies example names the database's and upstream's containers.
 */
class VariantSetupTests {

    private static final String SCENARIO = """
            name: from-setup
            workload: epoch-millis
            loadShape: constant-vus
            vus: 3
            durationSeconds: 5
            """;

    @TempDir
    Path folder;

    @Test
    void itsScenariosAreTheCodecs() throws Exception {
        Path file = Files.writeString(folder.resolve("setup.yaml"), "scenarios:\n  -\n" + SCENARIO.indent(4));

        VariantSetup setup = VariantSetup.read(file);

        assertThat(setup.scenarios()).containsExactlyElementsOf(ScenarioCodec.fromYaml(SCENARIO));
    }

    @Test
    void aMisspeltScenarioFieldIsNamedAsTheCodecNamesIt() throws Exception {
        Path file = Files.writeString(folder.resolve("setup.yaml"), """
                scenarios:
                  - name: misspelt
                    workload: epoch-millis
                    loadShape: constant-vus
                    vu: 3
                """);

        ValidationException e = catchThrowableOfType(ValidationException.class, () -> VariantSetup.read(file));

        assertThat(e.fieldErrors().getFirst().message())
                .startsWith(file + ": scenarios[0].vu: unknown field 'vu'; known fields: name, description, workload");
    }

    @Test
    void theBoxedMoviesExampleBoxesTheDatabaseAndTheUpstreamBesideTheService() {
        VariantSetup setup = VariantSetup.read(
                Path.of(System.getProperty("threadbench.repo"), "examples/boxed-movies/variants.yaml"));

        assertThat(setup.variants())
                .extracting(VariantDefinition::label)
                .containsExactly("loom-tomcat-boxed", "platform-tomcat-boxed");
        for (VariantDefinition variant : setup.variants()) {
            assertThat(variant.container().describe())
                    .isEqualTo("1 CPU, 768m; database 0.5 CPUs, 256m; upstream 0.5 CPUs, 512m");
            assertThat(variant.container().own().database()).isNull();
        }
    }
}
