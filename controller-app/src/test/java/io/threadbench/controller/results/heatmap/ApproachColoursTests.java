package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.variant.Approach;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ApproachColoursTests {

    @Test
    void knownApproachesHaveFixedDistinctColours() {
        assertThat(ApproachColours.colourOf("platform-tomcat")).isEqualTo("#5b8fd0");
        assertThat(ApproachColours.colourOf("loom-tomcat")).isEqualTo("#f28e2b");
        assertThat(ApproachColours.colourOf("loom-netty")).isEqualTo("#59a14f");
        assertThat(ApproachColours.colourOf("webflux-netty")).isEqualTo("#b07aa1");
    }

    @Test
    void unknownApproachesGetAStableValidColour() {
        String a = ApproachColours.colourOf("loom-netty-a");

        assertThat(a).matches("#[0-9a-f]{6}").isEqualTo(ApproachColours.colourOf("loom-netty-a"));
        assertThat(ApproachColours.colourOf("loom-netty-b"))
                .matches("#[0-9a-f]{6}")
                .isNotEqualTo(a);
    }

    @Test
    void blendGoesFromWhiteToTheColour() {
        assertThat(ApproachColours.blendWithWhite("#5b8fd0", 0)).isEqualTo("#ffffff");
        assertThat(ApproachColours.blendWithWhite("#5b8fd0", 1)).isEqualTo("#5b8fd0");
        // 255 + (91 - 255) / 2 = 173, 255 + (143 - 255) / 2 = 199, 255 + (208 - 255) / 2 = 231.5
        assertThat(ApproachColours.blendWithWhite("#5b8fd0", 0.5)).isEqualTo("#adc7e8");
    }

    @Test
    void everyApproachHasATextColourThatPassesWcagAaOnWhite() {
        List<String> ids = new java.util.ArrayList<>(
                Arrays.stream(Approach.values()).map(Approach::id).toList());
        ids.addAll(List.of("loom-tomcat-a", "loom-tomcat-b", "my-service-virtual"));
        for (String id : ids) {
            int rgb = Integer.parseInt(ApproachColours.textColourOf(id).substring(1), 16);
            assertThat(ApproachColours.contrastOnWhite((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff))
                    .as("contrast of %s's text colour %s on white", id, ApproachColours.textColourOf(id))
                    .isGreaterThanOrEqualTo(4.5);
        }
        // loom-jetty's yellow fill reads 1.6:1 as text; its text colour is the same hue, darker
        assertThat(ApproachColours.textColourOf("loom-jetty")).isEqualTo("#89752a");
    }

    @Test
    void textColourContrastsWithTheBackground() {
        assertThat(ApproachColours.textColourOn("#ffffff")).isEqualTo("#000000");
        assertThat(ApproachColours.textColourOn("#5b8fd0")).isEqualTo("#000000");
        assertThat(ApproachColours.textColourOn("#1a237e")).isEqualTo("#ffffff");
    }
}
