package io.threadbench.controller.container;

import java.nio.file.Path;
import java.util.List;

/**
 * Who started a container, as labels on it: the controller's data folder and the trial. A controller that starts
 * after a crash removes the containers labelled with its own data folder, or with one that no longer exists, and no
 * others ({@link OrphanContainers}).
 *
 * @param home    the controller's data folder ({@code threadbench.home}), absolute
 * @param trialId the trial the container serves
 */
public record ContainerOwner(Path home, long trialId) {

    public static final String HOME_LABEL = "io.threadbench.home";
    public static final String TRIAL_LABEL = "io.threadbench.trial";

    public ContainerOwner {
        home = home.toAbsolutePath().normalize();
    }

    /** {@code --label io.threadbench.home=… --label io.threadbench.trial=…} for {@code docker run}. */
    List<String> labelArguments() {
        return List.of("--label", HOME_LABEL + "=" + home, "--label", TRIAL_LABEL + "=" + trialId);
    }
}
