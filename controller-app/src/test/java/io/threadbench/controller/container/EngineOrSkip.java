package io.threadbench.controller.container;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The Docker engine the container tests need. Where none answers (the launcher starts one as root on Debian, and
 * CI's {@code .ci/run} installs it, so only elsewhere), the test is skipped, saying what to install.
 */
public final class EngineOrSkip {

    private EngineOrSkip() {}

    public static DockerEngine engine() {
        DockerEngine docker = new DockerEngine();
        assumeTrue(docker.answers(), "skipped, no Docker engine here: " + DockerEngine.INSTALL_HINT);
        return docker;
    }
}
