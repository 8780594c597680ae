package io.threadbench.controller.process;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Stops a process the polite way first: SIGTERM, then after a grace period SIGKILL to it and all its descendants. */
public final class ProcessTree {

    private ProcessTree() {}

    /**
     * @return true if the process ended on SIGTERM within {@code grace}, false if it had to be killed
     */
    public static boolean stop(ProcessHandle process, Duration grace) {
        if (!process.isAlive()) {
            return true;
        }
        // descendants are collected first: once the parent dies they are re-parented and out of reach
        List<ProcessHandle> descendants = process.descendants().toList();
        process.destroy();
        if (awaitExit(process, grace)) {
            descendants.forEach(ProcessHandle::destroyForcibly);
            descendants.forEach(child -> awaitExit(child, Duration.ofSeconds(5)));
            return true;
        }
        kill(process, descendants);
        return false;
    }

    /** SIGKILL to the process and its descendants, waiting a little for them to go. */
    public static void kill(ProcessHandle process) {
        kill(process, process.descendants().toList());
    }

    private static void kill(ProcessHandle process, List<ProcessHandle> descendants) {
        descendants.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        awaitExit(process, Duration.ofSeconds(5));
        descendants.forEach(child -> awaitExit(child, Duration.ofSeconds(5)));
    }

    static boolean awaitExit(ProcessHandle process, Duration timeout) {
        CompletableFuture<ProcessHandle> exit = process.onExit();
        try {
            exit.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            return !process.isAlive();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }
}
