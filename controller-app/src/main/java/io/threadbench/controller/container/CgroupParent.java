package io.threadbench.controller.container;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * The cgroup a container is created under ({@code docker run --cgroup-parent /NAME}, cgroupfs driver). The engine
 * deletes a container's own cgroup when it ends; its parent stays, and with it the memory high-water mark of
 * everything that ran below it, so the peak of a container the kernel killed for memory can still be read. Deleted
 * with the container.
 *
 * @param name the parent's path below the cgroup root, e.g. {@code /threadbench-sut-7-8080}
 */
record CgroupParent(String name) {

    private static final Path ROOT = Path.of("/sys/fs/cgroup");

    /** The peak memory of the container below it, in bytes (cgroup v1's max usage, v2's {@code memory.peak}). */
    OptionalLong peakBytes() {
        for (Path file : new Path[] {
            ROOT.resolve("memory").resolve(relative()).resolve("memory.max_usage_in_bytes"),
            ROOT.resolve(relative()).resolve("memory.peak")
        }) {
            try {
                return OptionalLong.of(Long.parseLong(Files.readString(file).strip()));
            } catch (IOException | NumberFormatException e) {
                // the other cgroup version, or not there
            }
        }
        return OptionalLong.empty();
    }

    /**
     * Removes the parent in every hierarchy (v1: one per controller; v2: one); once its container is removed it is
     * empty. A parent that is gone, or that this user may not remove, is left as it is.
     */
    void delete() {
        Path v2 = ROOT.resolve(relative());
        if (Files.exists(v2.resolve("cgroup.controllers"))) {
            deleteQuietly(v2);
            return;
        }
        try (DirectoryStream<Path> hierarchies = Files.newDirectoryStream(ROOT)) {
            for (Path hierarchy : hierarchies) {
                deleteQuietly(hierarchy.resolve(relative()));
            }
        } catch (IOException e) {
            // no cgroup file system to clean
        }
    }

    private String relative() {
        return name.replaceFirst("^/+", "");
    }

    private static void deleteQuietly(Path cgroup) {
        try {
            Files.deleteIfExists(cgroup); // rmdir: a cgroup's files go with it
        } catch (IOException e) {
            // still in use, or not ours to remove
        }
    }
}
