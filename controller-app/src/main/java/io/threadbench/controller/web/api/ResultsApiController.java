package io.threadbench.controller.web.api;

import io.swagger.v3.oas.annotations.Operation;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.export.HistogramLog;
import io.threadbench.controller.results.export.ResultsCsv;
import io.threadbench.controller.results.export.SeriesCsv;
import io.threadbench.controller.results.verdict.RepetitionAdvice;
import io.threadbench.controller.results.verdict.RepetitionAdvisor;
import io.threadbench.controller.seconds.SeriesSecond;
import io.threadbench.controller.seconds.TrialSecondRepository;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Results over the API (DESIGN §8): a benchmark's results.csv (per cell or per repetition) and its trials'
 * metrics as JSON; a trial's series as JSON or CSV, raw-sample CSV and HdrHistogram log; files with a name. Files are built in memory before they are
 * sent, so a slow client never holds the database's single connection.
 */
@RestController
@RequestMapping("/api")
public class ResultsApiController {

    static final MediaType CSV = new MediaType("text", "csv", StandardCharsets.UTF_8);

    private final ResultsService results;
    private final TrialSecondRepository seconds;

    public ResultsApiController(ResultsService results, TrialSecondRepository seconds) {
        this.results = results;
        this.seconds = seconds;
    }

    /**
     * @param per {@code cell} (default): repetitions aggregated by their median; {@code repetition}: one row per
     *            trial with a {@code repetition} column
     */
    @GetMapping("/benchmarks/{id}/results.csv")
    @Operation(summary = "results.csv: one row per scenario × approach (median of repetitions), or ?per=repetition")
    public ResponseEntity<String> resultsCsv(
            @PathVariable long id, @RequestParam(name = "per", defaultValue = "cell") String per) {
        boolean perRepetition = switch (per) {
            case "cell" -> false;
            case "repetition" -> true;
            default ->
                throw new ValidationException(
                        List.of(new FieldError("per", "per must be 'cell' or 'repetition', got '" + per + "'")));
        };
        BenchmarkResults benchmark =
                results.ofBenchmark(id).orElseThrow(() -> new NotFoundException("no benchmark " + id));
        String csv = perRepetition ? ResultsCsv.perRepetition(benchmark) : ResultsCsv.perCell(benchmark);
        return file(csv, CSV, "benchmark-" + id + (perRepetition ? "-results-per-repetition.csv" : "-results.csv"));
    }

    @GetMapping("/benchmarks/{id}/results")
    @Operation(
            summary =
                    "A benchmark's trials with their summary metrics and trust flags (JSON form of results.csv per repetition)")
    public BenchmarkResults results(@PathVariable long id) {
        return results.ofBenchmark(id).orElseThrow(() -> new NotFoundException("no benchmark " + id));
    }

    @GetMapping("/benchmarks/{id}/repetitions")
    @Operation(
            summary =
                    "Repetitions that would separate the two best approaches of each scenario × headline metric at the observed difference and spread")
    public List<RepetitionAdvice> repetitions(@PathVariable long id) {
        return RepetitionAdvisor.advise(results.ofBenchmark(id)
                .orElseThrow(() -> new NotFoundException("no benchmark " + id))
                .metricTable());
    }

    @GetMapping("/trials/{id}/series")
    @Operation(summary = "A trial's stored seconds (warm-up first): counts, latency percentiles, telemetry")
    public List<SeriesSecond> series(@PathVariable long id) {
        requireTrial(id);
        return seconds.read(id).stream().map(SeriesSecond::of).toList();
    }

    @GetMapping("/trials/{id}/series.csv")
    @Operation(summary = "A trial's series as CSV: one row per second, latency and telemetry columns")
    public ResponseEntity<String> seriesCsv(@PathVariable long id) {
        requireTrial(id);
        return file(SeriesCsv.series(seconds.read(id)), CSV, "trial-" + id + "-series.csv");
    }

    @GetMapping("/trials/{id}/samples.csv")
    @Operation(summary = "A trial's raw latency points (the per-second reservoir) as CSV")
    public ResponseEntity<String> samplesCsv(@PathVariable long id) {
        requireTrial(id);
        return file(SeriesCsv.samples(seconds.storedSamples(id)), CSV, "trial-" + id + "-samples.csv");
    }

    @GetMapping("/trials/{id}/histogram.hlog")
    @Operation(summary = "A trial's latency as an HdrHistogram interval log (µs, one interval per second)")
    public ResponseEntity<byte[]> histogramLog(@PathVariable long id) {
        requireTrial(id);
        byte[] log = HistogramLog.of(id, seconds.read(id));
        return ResponseEntity.ok()
                .contentType(MediaType.TEXT_PLAIN)
                .header(HttpHeaders.CONTENT_DISPOSITION, attachment("trial-" + id + ".hlog"))
                .body(log);
    }

    private void requireTrial(long id) {
        if (!results.trialExists(id)) {
            throw new NotFoundException("no trial " + id);
        }
    }

    private static ResponseEntity<String> file(String body, MediaType type, String fileName) {
        return ResponseEntity.ok()
                .contentType(type)
                .header(HttpHeaders.CONTENT_DISPOSITION, attachment(fileName))
                .body(body);
    }

    static String attachment(String fileName) {
        return ContentDisposition.attachment().filename(fileName).build().toString();
    }
}
