package io.threadbench.controller.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which of the engine's labelled containers a starting controller removes, from {@code docker ps} lines: its own data
 * folder's and a deleted folder's, never another existing folder's. (ContainerRestartTests does it with a real engine
 * and a killed controller; there another test's controller may remove a deleted folder's container first.)
 */
class OrphanContainersTests {

    private static final Path HOME = Path.of("/srv/threadbench/home");

    @Test
    void ownAndDeletedFoldersContainersGoAnotherLivingFoldersStays() {
        String listing = String.join(
                "\n",
                "threadbench-sut-1-30348\t/srv/threadbench/home\t1\tUp 15 seconds",
                "threadbench-sut-4-11111\t/srv/other-threadbench\t4\tUp 2 hours",
                "threadbench-database-5-222\t/tmp/threadbench-engine-tests42\t5\tUp 1 hour",
                "unlabelled\t\t\tUp 3 days",
                "");
        Set<Path> existing = Set.of(HOME, Path.of("/srv/other-threadbench"));

        assertThat(OrphanContainers.orphans(listing, HOME, existing::contains))
                .containsExactly(
                        new OrphanContainers.Orphan(
                                "threadbench-sut-1-30348",
                                "threadbench-sut-1-30348 of trial 1 (Up 15 seconds), labelled with this data folder"
                                        + " /srv/threadbench/home"),
                        new OrphanContainers.Orphan(
                                "threadbench-database-5-222",
                                "threadbench-database-5-222 of trial 5 (Up 1 hour), labelled with a data folder that"
                                        + " no longer exists, /tmp/threadbench-engine-tests42"));
    }
}
