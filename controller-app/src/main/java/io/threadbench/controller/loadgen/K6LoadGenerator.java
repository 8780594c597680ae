package io.threadbench.controller.loadgen;

import io.threadbench.controller.loadgen.SecondBucket.ReservoirLimits;
import io.threadbench.controller.process.StartupTimeline;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Runs a {@link LoadPlan} with a local k6 process (DESIGN §6): k6 writes JSON samples to its standard output,
 * a dedicated reader thread turns them into per-second latency data for the listener, and k6's console goes
 * to the plan's log file. k6's own end-of-test summary is kept next to the log ({@link #summaryFileFor}).
 */
@Component
public class K6LoadGenerator implements LoadGenerator {

    private final K6Locator locator;

    @Autowired
    public K6LoadGenerator(K6Locator locator) {
        this.locator = locator;
    }

    @Override
    public LoadRun start(LoadPlan plan, SecondListener listener) throws IOException {
        K6Command command = K6Command.of(locator.k6Binary(), locator.script(), plan, summaryFileFor(plan.logFile()));
        Path logFile = plan.logFile();
        Files.createDirectories(logFile.toAbsolutePath().getParent());
        Files.writeString(logFile, "# " + String.join(" ", command.arguments()) + "\n", StandardCharsets.UTF_8);
        Process process = new ProcessBuilder(command.arguments())
                .redirectError(ProcessBuilder.Redirect.appendTo(logFile.toFile()))
                .start();
        process.getOutputStream().close(); // k6 reads no input
        StartupTimeline.mark("k6 spawned" + (plan.warmup() ? " (warm-up)" : ""));
        LatencyRecorder recorder = new LatencyRecorder(listener, plan.warmup(), ReservoirLimits.DEFAULT);
        K6OutputReader reader = new K6OutputReader(process.getInputStream(), recorder);
        Thread readerThread = Thread.ofPlatform().daemon().name("k6-output-" + process.pid()).start(reader);
        return new K6Run(process, readerThread, logFile);
    }

    /** Where k6 writes its own end-of-test summary (JSON) for a run logging to {@code logFile}. */
    public static Path summaryFileFor(Path logFile) {
        String name = logFile.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        return logFile.resolveSibling(stem + "-summary.json");
    }
}
