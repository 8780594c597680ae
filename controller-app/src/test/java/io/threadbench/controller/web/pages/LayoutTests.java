package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LayoutTests extends PageTestSupport {

    @Test
    void homeUsesTheLayoutWithTitleNavigationAndAssets() {
        Page home = get("/");

        assertThat(home.status()).isEqualTo(200);
        assertThat(home.body())
                .contains("<title>Home · Threadbench</title>")
                .contains("<a href=\"/\" aria-current=\"page\">Home</a>")
                .contains(
                        "href=\"/scenarios\"", "href=\"/benchmarks/new\"", "href=\"/benchmarks\"", "href=\"/compare\"")
                .contains("scenarios defined");
    }

    @Test
    void webJarsAreServedUnderVersionlessPaths() {
        for (String path : new String[] {
            "/webjars/htmx.org/dist/htmx.min.js",
            "/webjars/chart.js/dist/chart.umd.min.js",
            "/webjars/picocss__pico/css/pico.min.css",
            "/webjars/chartjs-plugin-zoom/dist/chartjs-plugin-zoom.min.js",
            "/webjars/hammerjs/hammer.min.js",
            "/css/app.css"
        }) {
            Page asset = get(path);
            assertThat(asset.status()).as(path).isEqualTo(200);
            assertThat(asset.body()).as(path).hasSizeGreaterThan(500);
        }
    }

    @Test
    void unknownPageIsTheLayout404() {
        Page missing = get("/no-such-page");

        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.body())
                .contains("<title>Not found · Threadbench</title>")
                .contains("There is no page at /no-such-page.");
    }
}
