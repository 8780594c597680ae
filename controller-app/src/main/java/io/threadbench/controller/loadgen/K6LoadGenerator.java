package io.threadbench.controller.loadgen;

import io.threadbench.contract.FreePort;
import io.threadbench.controller.loadgen.SecondBucket.ReservoirLimits;
import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.StartupTimeline;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Runs a {@link LoadPlan} with a local k6 process (DESIGN §6): k6 writes JSON samples to its standard output,
 * a dedicated reader thread turns them into per-second latency data for the listener, and k6's console goes
 * to the plan's log file. k6's own end-of-test summary is kept next to the log ({@link #summaryFileFor}).
 * A prepared run is a k6 started {@code --paused} with its REST API on a free loopback port, resumed
 * through that API ({@link K6PreparedRun}).
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
        if (plan.runners() > 1) {
            try {
                return prepare(plan).go(listener);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while starting " + plan.runners() + " k6 runners", e);
            }
        }
        Process process =
                spawn(K6Command.of(locator.k6Binary(), locator.script(), plan, summaryFileFor(plan.logFile())), plan);
        return read(process, plan, listener);
    }

    @Override
    public PreparedLoad prepare(LoadPlan plan) throws IOException {
        if (plan.runners() > 1) {
            return prepareRunners(plan);
        }
        int apiPort = FreePort.pick();
        Process process = spawn(
                K6Command.paused(locator.k6Binary(), locator.script(), plan, summaryFileFor(plan.logFile()), apiPort),
                plan);
        return new K6PreparedRun(process, apiPort, listener -> read(process, plan, listener));
    }

    /** {@code plan.runners()} paused k6 processes, each with its segment, its REST API and its own log. */
    private SegmentedK6Run prepareRunners(LoadPlan plan) throws IOException {
        List<K6PreparedRun> runners = new ArrayList<>();
        try {
            for (int i = 0; i < plan.runners(); i++) {
                LoadPlan part = plan.withLogFile(runnerLog(plan.logFile(), i + 1));
                int apiPort = FreePort.pick();
                Process process = spawn(
                        K6Command.segment(
                                locator.k6Binary(),
                                locator.script(),
                                part,
                                summaryFileFor(part.logFile()),
                                apiPort,
                                i,
                                plan.runners()),
                        part);
                runners.add(new K6PreparedRun(process, apiPort, listener -> read(process, part, listener)));
            }
        } catch (IOException | RuntimeException e) {
            runners.forEach(K6PreparedRun::discard);
            throw e;
        }
        return new SegmentedK6Run(runners);
    }

    /** {@code k6.log} → {@code k6-runner-2.log}. */
    static Path runnerLog(Path logFile, int runner) {
        String name = logFile.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        return logFile.resolveSibling(stem + "-runner-" + runner + extension);
    }

    private static Process spawn(K6Command command, LoadPlan plan) throws IOException {
        Path logFile = plan.logFile();
        Files.createDirectories(logFile.toAbsolutePath().getParent());
        Files.writeString(logFile, "# " + String.join(" ", command.arguments()) + "\n", StandardCharsets.UTF_8);
        Process process = new ProcessBuilder(CpuAffinity.pinned(plan.cpus(), command.arguments()))
                .redirectError(ProcessBuilder.Redirect.appendTo(logFile.toFile()))
                .start();
        process.getOutputStream().close(); // k6 reads no input
        StartupTimeline.mark("k6 spawned" + (plan.warmup() ? " (warm-up)" : ""));
        return process;
    }

    /** Reads k6's output into {@code listener} on a thread of its own. */
    private static K6Run read(Process process, LoadPlan plan, SecondListener listener) {
        LatencyRecorder recorder = new LatencyRecorder(listener, plan.warmup(), ReservoirLimits.DEFAULT);
        K6OutputReader reader = new K6OutputReader(process.getInputStream(), recorder);
        Thread readerThread =
                Thread.ofPlatform().daemon().name("k6-output-" + process.pid()).start(reader);
        return new K6Run(process, readerThread, plan.logFile());
    }

    /** Where k6 writes its own end-of-test summary (JSON) for a run logging to {@code logFile}. */
    public static Path summaryFileFor(Path logFile) {
        String name = logFile.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        return logFile.resolveSibling(stem + "-summary.json");
    }
}
