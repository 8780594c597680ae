package io.threadbench.controller.cli;

import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.ResultsCsv;
import io.threadbench.controller.results.SeriesCsv;
import io.threadbench.controller.results.StoredResults;
import io.threadbench.controller.results.TrialSeconds;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Writes a finished benchmark's files to the CLI's output folder with the results package's writers:
 * {@code results.csv} (per cell), {@code results-per-repetition.csv}, and {@code series/} with one CSV per trial.
 */
@Component
class ResultFiles {

    private final StoredResults results;
    private final TrialSeconds seconds;

    ResultFiles(StoredResults results, TrialSeconds seconds) {
        this.results = results;
        this.seconds = seconds;
    }

    /** @return the files written */
    List<Path> write(long benchmarkId, List<Trial> trials, Path out) throws IOException {
        Files.createDirectories(out.resolve("series"));
        List<Path> written = new ArrayList<>();
        BenchmarkResults benchmark = results.ofBenchmark(benchmarkId)
                .orElseThrow(() -> new IOException("benchmark " + benchmarkId + " has gone"));
        written.add(write(out.resolve("results.csv"), ResultsCsv.perCell(benchmark)));
        written.add(write(out.resolve("results-per-repetition.csv"), ResultsCsv.perRepetition(benchmark)));
        for (Trial trial : trials) {
            if (trial.measureStartedAt() != null) {
                String name = "%03d-%s-%s-rep%d.csv".formatted(trial.seq(), trial.scenarioName(), trial.approach().id(),
                        trial.repetition());
                written.add(write(out.resolve("series").resolve(name), SeriesCsv.series(seconds.read(trial.id()))));
            }
        }
        return written;
    }

    private static Path write(Path file, String content) throws IOException {
        return Files.writeString(file, content, StandardCharsets.UTF_8);
    }
}
