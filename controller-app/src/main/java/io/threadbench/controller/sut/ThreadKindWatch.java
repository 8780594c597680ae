package io.threadbench.controller.sut;

import io.threadbench.controller.json.Json;
import io.threadbench.controller.telemetry.ThreadDumps;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Looks for virtual threads in a registered service's JVM during its measured run (DESIGN §3a): JSON thread dumps
 * through the JVM's {@code HotSpotDiagnostic} MXBean ({@link ThreadDumps}, JDK 21+; no {@code jcmd} process to take
 * CPU from the SUT) at 30, 60 and 90 % of the run, each counting the threads marked virtual. Any seen means
 * {@code virtual}; none in dumps that worked means {@code platform}; no dump that worked means {@code unverified}.
 * A JDK older than 21 has no virtual threads at all.
 */
public final class ThreadKindWatch {

    private static final JsonMapper JSON = Json.MAPPER;
    private static final double[] MOMENTS = {0.3, 0.6, 0.9};

    private final Thread worker;
    private final List<Integer> counts = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private final ThreadKindCheck fixed;

    private ThreadKindWatch(ThreadKindCheck fixed) {
        this.fixed = fixed;
        this.worker = null;
    }

    private ThreadKindWatch(long pid, int seconds, Path folder) {
        this.fixed = null;
        this.worker = Thread.ofPlatform()
                .daemon()
                .name("thread-kind-watch-" + pid)
                .unstarted(() -> {
                    long start = System.nanoTime();
                    for (int i = 0; i < MOMENTS.length; i++) {
                        long due = start + (long) (MOMENTS[i] * seconds * 1e9);
                        try {
                            long wait = due - System.nanoTime();
                            if (wait > 0) {
                                TimeUnit.NANOSECONDS.sleep(wait);
                            }
                        } catch (InterruptedException e) {
                            return;
                        }
                        dump(pid, folder.resolve("thread-dump-" + (i + 1) + ".json"));
                    }
                });
        worker.start();
    }

    /**
     * Starts watching a JVM whose measured run lasts {@code seconds}.
     *
     * @param jdkFeature the JVM's feature release: below 21 there is nothing to watch
     * @param folder     where the dumps are kept (the trial's folder)
     */
    public static ThreadKindWatch start(int jdkFeature, long pid, int seconds, Path folder) {
        if (jdkFeature < 21) {
            return new ThreadKindWatch(
                    new ThreadKindCheck(ThreadKindCheck.PLATFORM, "JDK " + jdkFeature + " has no virtual threads"));
        }
        return new ThreadKindWatch(pid, seconds, folder);
    }

    /** Waits for the dumps still due (at most {@code timeout}) and says what they showed. */
    public ThreadKindCheck finish(Duration timeout) throws InterruptedException {
        if (fixed != null) {
            return fixed;
        }
        worker.join(timeout);
        if (worker.isAlive()) {
            worker.interrupt();
        }
        synchronized (counts) {
            return verdict(counts, failures);
        }
    }

    static ThreadKindCheck verdict(List<Integer> counts, List<String> failures) {
        if (counts.isEmpty()) {
            return new ThreadKindCheck(
                    ThreadKindCheck.UNVERIFIED,
                    failures.isEmpty() ? "no thread dump was taken" : "thread dumps failed: " + failures.getFirst());
        }
        int seen = (int) counts.stream().filter(c -> c > 0).count();
        int most = counts.stream().mapToInt(Integer::intValue).max().orElse(0);
        if (seen > 0) {
            return new ThreadKindCheck(
                    ThreadKindCheck.VIRTUAL,
                    "up to " + most + " virtual threads in " + seen + " of " + counts.size() + " thread dumps");
        }
        return new ThreadKindCheck(
                ThreadKindCheck.PLATFORM, "no virtual thread in " + counts.size() + " thread dumps under load");
    }

    private void dump(long pid, Path file) {
        try {
            Files.deleteIfExists(file);
            ThreadDumps.toFile(pid, file);
            OptionalInt count = virtualThreads(file);
            record(count, count.isEmpty() ? "the thread dump " + file.getFileName() + " could not be read" : null);
        } catch (IOException e) {
            record(OptionalInt.empty(), e.getMessage());
        }
    }

    private void record(OptionalInt count, String failure) {
        synchronized (counts) {
            count.ifPresent(counts::add);
            if (failure != null) {
                failures.add(failure);
            }
        }
    }

    /** The threads marked virtual in a JSON thread dump; empty when there is no readable dump. */
    static OptionalInt virtualThreads(Path file) {
        if (!Files.isRegularFile(file)) {
            return OptionalInt.empty();
        }
        try {
            JsonNode containers =
                    JSON.readTree(file.toFile()).path("threadDump").path("threadContainers");
            int virtual = 0;
            for (JsonNode container : containers) {
                for (JsonNode thread : container.path("threads")) {
                    if (thread.path("virtual").asBoolean(false)) {
                        virtual++;
                    }
                }
            }
            return OptionalInt.of(virtual);
        } catch (RuntimeException e) {
            return OptionalInt.empty();
        }
    }
}
