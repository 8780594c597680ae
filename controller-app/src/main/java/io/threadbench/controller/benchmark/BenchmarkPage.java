package io.threadbench.controller.benchmark;

import java.util.List;

/** One page of a benchmark list, newest first, with the total that matched the filter. */
public record BenchmarkPage(List<Benchmark> items, int page, int size, long total) {

    public int pages() {
        return (int) ((total + size - 1) / size);
    }
}
