package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

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
    void textColourContrastsWithTheBackground() {
        assertThat(ApproachColours.textColourOn("#ffffff")).isEqualTo("#000000");
        assertThat(ApproachColours.textColourOn("#5b8fd0")).isEqualTo("#000000");
        assertThat(ApproachColours.textColourOn("#1a237e")).isEqualTo("#ffffff");
    }
}
