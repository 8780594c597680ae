package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.variant.Approach;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Charts and tables colour approaches with app.css's variables; heatmaps with ApproachColours: they must agree. */
class ApproachColoursCssTests {

    @Test
    void everyApproachHasTheSameColourInTheStylesheet() throws IOException {
        String css;
        try (InputStream in = getClass().getResourceAsStream("/static/css/app.css")) {
            assertThat(in).as("app.css from the frontend module").isNotNull();
            css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (Approach approach : Approach.values()) {
            assertThat(css).contains("--tb-" + approach.id() + ": " + ApproachColours.colourOf(approach.id()) + ";");
            assertThat(css)
                    .contains("--tb-" + approach.id() + "-text: " + ApproachColours.textColourOf(approach.id()) + ";")
                    .contains(".approach-" + approach.id() + " { color: var(--tb-" + approach.id() + "-text); }");
        }
    }
}
