package io.threadbench.controller.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** What the engine holds of a trial: the tests' view of the labels {@link ContainerOwner} puts on its containers. */
final class TrialContainers {

    private TrialContainers() {}

    /** The {@code docker ps} filter that finds every container labelled with the data folder {@code home}. */
    static String homeFilter(Path home) {
        return "label=" + ContainerOwner.HOME_LABEL + "="
                + home.toAbsolutePath().normalize();
    }

    /** The containers, running or not, labelled with the data folder {@code home} and the trial. */
    static List<String> labelled(DockerEngine docker, Path home, long trialId) throws IOException {
        DockerEngine.Result listed = docker.run(
                List.of(
                        "ps",
                        "--all",
                        "--quiet",
                        "--filter",
                        homeFilter(home),
                        "--filter",
                        "label=" + ContainerOwner.TRIAL_LABEL + "=" + trialId),
                Duration.ofSeconds(30));
        assertThat(listed.ok()).as(listed.output()).isTrue();
        return listed.output().lines().filter(line -> !line.isBlank()).toList();
    }
}
