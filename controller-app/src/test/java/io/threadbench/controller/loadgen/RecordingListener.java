package io.threadbench.controller.loadgen;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.Histogram;

/** Keeps every second a run delivers, with the thread that delivered it. */
final class RecordingListener implements SecondListener {

    final List<LatencySecond> seconds = new CopyOnWriteArrayList<>();
    final List<String> threads = new CopyOnWriteArrayList<>();

    @Override
    public void onSecond(LatencySecond second) {
        seconds.add(second);
        threads.add(Thread.currentThread().getName());
    }

    long ok() {
        return seconds.stream().mapToLong(LatencySecond::requestsOk).sum();
    }

    long errors() {
        return seconds.stream().mapToLong(LatencySecond::requestsError).sum();
    }

    long dropped() {
        return seconds.stream().mapToLong(LatencySecond::droppedIterations).sum();
    }

    /** All seconds' histograms merged, as summaries must do. */
    Histogram merged() {
        Histogram merged = new Histogram(3);
        seconds.forEach(second -> merged.add(second.histogram()));
        return merged;
    }

    List<Long> epochSeconds() {
        return seconds.stream().map(LatencySecond::epochSecond).toList();
    }
}
