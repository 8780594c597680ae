package io.threadbench.controller.variant;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The CLI's variants file as shipped: the boxed-movies example names the database's and upstream's containers. */
class VariantSetupTests {

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
