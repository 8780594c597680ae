package io.threadbench.controller.web.pages;

import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.loadgen.K6Locator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Whether the tools a benchmark needs are in place (k6 and the SUT jar), asked where the engine will look
 * for them, so the home and new-benchmark pages can say what is missing before anything is started.
 */
@Component
class ToolCheck {

    private final K6Locator k6;
    private final RepoLayout layout;

    ToolCheck(K6Locator k6, RepoLayout layout) {
        this.k6 = k6;
        this.layout = layout;
    }

    /** One sentence per missing tool, with the way to get it; empty when everything is there. */
    List<String> problems() {
        List<String> problems = new ArrayList<>();
        try {
            Path binary = k6.k6Binary();
            if (!Files.isExecutable(binary)) {
                problems.add("k6 is not executable at " + binary + "; run ./threadbench doctor");
            }
        } catch (IllegalStateException e) {
            problems.add(e.getMessage());
        }
        try {
            layout.sutJar();
        } catch (IllegalStateException e) {
            problems.add("The service-under-test jar is missing: " + e.getMessage());
        }
        return problems;
    }
}
