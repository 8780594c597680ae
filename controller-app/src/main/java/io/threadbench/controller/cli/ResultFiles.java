package io.threadbench.controller.cli;

import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.report.HtmlReport;
import io.threadbench.controller.report.ReportFiles;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.export.ResultsCsv;
import io.threadbench.controller.results.export.SeriesCsv;
import io.threadbench.controller.seconds.TrialSecondRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Writes a finished benchmark's files to the CLI's output folder with the results package's writers:
 * {@code results.csv} (per cell), {@code results-per-repetition.csv}, {@code series/} with one CSV per trial, and
 * {@code report.html}, the self-contained report that links to them.
 */
@Component
class ResultFiles {

    private final ResultsService results;
    private final TrialSecondRepository seconds;
    private final HtmlReport report;

    ResultFiles(ResultsService results, TrialSecondRepository seconds, HtmlReport report) {
        this.results = results;
        this.seconds = seconds;
        this.report = report;
    }

    /** @return the files written, the report last */
    List<Path> write(long benchmarkId, List<Trial> trials, Path out) throws IOException {
        Files.createDirectories(out.resolve(ReportFiles.SERIES_FOLDER));
        List<Path> written = new ArrayList<>();
        BenchmarkResults benchmark = results.ofBenchmark(benchmarkId)
                .orElseThrow(() -> new IOException("benchmark " + benchmarkId + " has gone"));
        written.add(write(out.resolve(ReportFiles.RESULTS), ResultsCsv.perCell(benchmark)));
        written.add(write(out.resolve(ReportFiles.RESULTS_PER_REPETITION), ResultsCsv.perRepetition(benchmark)));
        for (Trial trial : trials) {
            if (ReportFiles.hasSeries(trial)) {
                written.add(write(
                        out.resolve(ReportFiles.SERIES_FOLDER).resolve(ReportFiles.seriesFileName(trial)),
                        SeriesCsv.series(seconds.read(trial.id()))));
            }
        }
        written.add(write(out.resolve(ReportFiles.REPORT), report.render(benchmarkId)));
        return written;
    }

    private static Path write(Path file, String content) throws IOException {
        return Files.writeString(file, content, StandardCharsets.UTF_8);
    }
}
