package io.threadbench.controller.web.api;

import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.LatestResultSelection;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.heatmap.HeatmapBuilder;
import io.threadbench.controller.results.heatmap.HeatmapFilter;
import io.threadbench.controller.results.heatmap.HeatmapSvgRenderer;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The winner heatmap as a standalone SVG download, with the same filters as the page ({@code approach},
 * {@code metric}, {@code transpose}); names the table does not have are a 400 with field errors.
 */
@RestController
@RequestMapping("/api")
class HeatmapApiController {

    private static final MediaType SVG = MediaType.parseMediaType("image/svg+xml");

    private final ResultsService stored;
    private final LatestResultSelection latest;
    private final HeatmapSvgRenderer renderer = new HeatmapSvgRenderer();

    HeatmapApiController(ResultsService stored, LatestResultSelection latest) {
        this.stored = stored;
        this.latest = latest;
    }

    @GetMapping("/benchmarks/{id}/heatmap.svg")
    ResponseEntity<String> benchmark(@PathVariable long id, HeatmapFilter filter) {
        BenchmarkResults results =
                stored.ofBenchmark(id).orElseThrow(() -> new NotFoundException("no benchmark " + id));
        return svg(
                results.metricTable(),
                filter,
                "Benchmark winners: " + results.name(),
                "benchmark-" + id + "-heatmap.svg");
    }

    @GetMapping("/heatmap.svg")
    ResponseEntity<String> latest(HeatmapFilter filter) {
        return svg(latest.select().table(), filter, "Benchmark winners: latest results", "latest-heatmap.svg");
    }

    private ResponseEntity<String> svg(MetricTable table, HeatmapFilter filter, String title, String fileName) {
        var problems = filter.problems(table);
        if (!problems.isEmpty()) {
            throw new ValidationException(problems);
        }
        String svg = renderer.render(HeatmapBuilder.build(table, filter.options(table, title)));
        return ResponseEntity.ok()
                .contentType(SVG)
                .header(
                        HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.attachment()
                                .filename(fileName)
                                .build()
                                .toString())
                .body(svg);
    }
}
