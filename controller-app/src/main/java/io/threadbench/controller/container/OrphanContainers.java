package io.threadbench.controller.container;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * After a crash of the controller, removes the containers it left behind: those labelled with its own data folder
 * ({@link ContainerOwner}), and those labelled with a data folder that no longer exists on this machine (a deleted
 * home, such as a test's temporary one: no controller can come back for them). Never another living Threadbench's,
 * nor anyone else's. Without a {@code docker} client, or with no engine answering, there is nothing this controller
 * could have left.
 */
@Component
public class OrphanContainers {

    private static final Logger log = LoggerFactory.getLogger(OrphanContainers.class);
    private static final Duration ASK = Duration.ofSeconds(30);

    private final DockerEngine docker;

    public OrphanContainers(DockerEngine docker) {
        this.docker = docker;
    }

    /** A container to remove, and the words the log gives it. */
    record Orphan(String name, String description) {}

    /**
     * The orphans among {@code docker ps} lines of name, home label, trial label and status (tab-separated): those of
     * the data folder {@code home}, and those of a folder that no longer exists (as {@code folderExists} tells).
     */
    static List<Orphan> orphans(String listing, Path home, Predicate<Path> folderExists) {
        Path own = home.toAbsolutePath().normalize();
        List<Orphan> orphans = new ArrayList<>();
        for (String line : listing.lines().filter(l -> !l.isBlank()).toList()) {
            String[] parts = line.split("\t", 4);
            if (parts.length < 2 || parts[1].isBlank()) {
                continue;
            }
            Path labelled = Path.of(parts[1]);
            String whose;
            if (labelled.equals(own)) {
                whose = "labelled with this data folder " + own;
            } else if (!folderExists.test(labelled)) {
                whose = "labelled with a data folder that no longer exists, " + labelled;
            } else {
                continue; // another living Threadbench's
            }
            orphans.add(new Orphan(
                    parts[0],
                    "%s of trial %s (%s), %s"
                            .formatted(
                                    parts[0],
                                    parts.length > 2 ? parts[2] : "?",
                                    parts.length > 3 ? parts[3] : "",
                                    whose)));
        }
        return orphans;
    }

    /** @return how many containers were removed */
    public int removeLeftBy(Path home) {
        try {
            DockerEngine.Result listed = docker.run(
                    List.of(
                            "ps",
                            "--all",
                            "--filter",
                            "label=" + ContainerOwner.HOME_LABEL,
                            "--format",
                            "{{.Names}}\t{{.Label \"" + ContainerOwner.HOME_LABEL + "\"}}\t{{.Label \""
                                    + ContainerOwner.TRIAL_LABEL + "\"}}\t{{.Status}}"),
                    ASK);
            if (!listed.ok()) {
                log.debug("no orphaned containers looked for: {}", listed.output());
                return 0;
            }
            List<String> names = new ArrayList<>();
            for (Orphan orphan : orphans(listed.output(), home, Files::isDirectory)) {
                log.warn("Removing orphaned container {}", orphan.description());
                names.add(orphan.name());
            }
            for (String name : names) {
                String parent = docker.run(List.of("inspect", "--format", "{{.HostConfig.CgroupParent}}", name), ASK)
                        .output();
                docker.run(List.of("rm", "--force", "--volumes", name), Duration.ofSeconds(60));
                if (parent.equals("/" + name)) {
                    new CgroupParent(parent).delete();
                }
            }
            return names.size();
        } catch (IOException e) {
            return 0; // no docker client: no container of ours can exist
        }
    }
}
