package io.threadbench.controller.benchmark;

import io.threadbench.controller.config.RepoLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.springframework.stereotype.Component;

/** Each trial's folder for the logs of its child processes: {@code <home>/trials/<trial id>/}. */
@Component
public class TrialFolders {

    private final Path root;

    TrialFolders(RepoLayout layout) {
        this.root = layout.home().resolve("trials");
    }

    public Path of(long trialId) {
        return root.resolve(Long.toString(trialId));
    }

    /** The trial's folder, created if needed. */
    Path create(long trialId) {
        try {
            return Files.createDirectories(of(trialId));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the log folder of trial " + trialId, e);
        }
    }

    /** Deletes the trial's logs; a file that will not go is left behind, it only costs disk space. */
    void delete(Trial trial) {
        Path folder = of(trial.id());
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(file -> file.toFile().delete());
        } catch (IOException ignored) {
            // leftover logs are harmless
        }
    }
}
