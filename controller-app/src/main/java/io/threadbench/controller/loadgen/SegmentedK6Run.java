package io.threadbench.controller.loadgen;

import io.threadbench.controller.process.StartupTimeline;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Several paused k6 runners that share one plan by execution segments, resumed together and read into one
 * stream of seconds ({@link SecondMerger}): to the trial it is one load run. Once every runner's API answers,
 * each is resumed from a thread of its own at the same moment, so they start within milliseconds of each other
 * (the spread is kept). Waiting for the slowest API first keeps its start-up out of the spread.
 */
final class SegmentedK6Run implements PreparedLoad, LoadRun {

    private static final Duration STOP_GRACE = Duration.ofSeconds(5);

    private final List<K6PreparedRun> runners;
    private final List<K6Run> runs = new ArrayList<>();
    private SecondMerger merger;
    private volatile long resumeSpreadMillis = -1;

    SegmentedK6Run(List<K6PreparedRun> runners) {
        this.runners = List.copyOf(runners);
    }

    @Override
    public ProcessHandle process() {
        return runners.getFirst().process();
    }

    @Override
    public List<ProcessHandle> processes() {
        return runners.stream().map(K6PreparedRun::process).toList();
    }

    @Override
    public LoadRun go(SecondListener listener) throws IOException, InterruptedException {
        merger = new SecondMerger(listener, runners.size());
        for (int i = 0; i < runners.size(); i++) {
            K6Run run = runners.get(i).read(merger.runner(i));
            runs.add(run);
            int index = i;
            Thread.ofVirtual().name("k6-runner-" + i + "-end").start(() -> {
                try {
                    run.awaitExit(Duration.ofDays(1));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    merger.finished(index);
                }
            });
        }
        try {
            resumeAll();
        } catch (IOException | InterruptedException | RuntimeException e) {
            stop(STOP_GRACE);
            throw e;
        }
        StartupTimeline.mark("k6 runners resumed (" + runners.size() + ", within " + resumeSpreadMillis + " ms)");
        return this;
    }

    private void resumeAll() throws IOException, InterruptedException {
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Object>> ready = new ArrayList<>();
            for (K6PreparedRun runner : runners) {
                ready.add(pool.submit(() -> {
                    runner.awaitReady();
                    return null;
                }));
            }
            for (Future<Object> future : ready) {
                future.get();
            }
            List<Future<Long>> resumed = new ArrayList<>();
            for (K6PreparedRun runner : runners) {
                Callable<Long> resume = () -> {
                    runner.resume();
                    return System.nanoTime();
                };
                resumed.add(pool.submit(resume));
            }
            long first = Long.MAX_VALUE;
            long last = Long.MIN_VALUE;
            for (Future<Long> future : resumed) {
                long at = future.get();
                first = Math.min(first, at);
                last = Math.max(last, at);
            }
            resumeSpreadMillis = (last - first) / 1_000_000;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IOException("a k6 runner could not be resumed: " + e.getCause(), e.getCause());
        }
    }

    /** Milliseconds between the first and the last runner accepting the resume; -1 before {@link #go}. */
    long resumeSpreadMillis() {
        return resumeSpreadMillis;
    }

    @Override
    public long[] requestsPerRunner() {
        return merger == null ? new long[runners.size()] : merger.requestsPerRunner();
    }

    @Override
    public long[] droppedPerRunner() {
        return merger == null ? new long[runners.size()] : merger.droppedPerRunner();
    }

    @Override
    public OptionalInt awaitExit(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        int worst = 0;
        for (K6Run run : runs) {
            OptionalInt code = run.awaitExit(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            if (code.isEmpty()) {
                return OptionalInt.empty();
            }
            worst = worst != 0 ? worst : code.getAsInt();
        }
        return OptionalInt.of(worst);
    }

    @Override
    public void stop(Duration grace) {
        if (runs.isEmpty()) {
            discard();
            return;
        }
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            runs.forEach(run -> pool.submit(() -> run.stop(grace)));
        }
    }

    @Override
    public String logTail() {
        StringBuilder tail = new StringBuilder();
        for (int i = 0; i < runs.size(); i++) {
            tail.append(i == 0 ? "" : "\n").append("--- runner ").append(i + 1).append(" ---\n");
            tail.append(runs.get(i).logTail());
        }
        return tail.toString();
    }

    @Override
    public void discard() {
        runners.forEach(K6PreparedRun::discard);
    }
}
