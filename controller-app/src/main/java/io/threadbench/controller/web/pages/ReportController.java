package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.report.HtmlReport;
import io.threadbench.controller.report.ReportFiles;
import io.threadbench.controller.web.PageController;
import java.nio.charset.StandardCharsets;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

/**
 * The finished benchmark's HTML report as a download from the dashboard: the same bytes the CLI writes to
 * {@code report.html}. A benchmark that is still queued or running has no report yet (409).
 */
@PageController
class ReportController {

    private static final MediaType HTML = new MediaType("text", "html", StandardCharsets.UTF_8);

    private final BenchmarkService benchmarks;
    private final HtmlReport report;

    ReportController(BenchmarkService benchmarks, HtmlReport report) {
        this.benchmarks = benchmarks;
        this.report = report;
    }

    @GetMapping("/benchmarks/{id}/report.html")
    ResponseEntity<byte[]> download(@PathVariable long id) {
        if (!benchmarks.get(id).status().finished()) {
            return ResponseEntity.status(HttpStatus.CONFLICT)
                    .contentType(MediaType.TEXT_PLAIN)
                    .body(("benchmark " + id + " has not finished yet; its report is ready when it has")
                            .getBytes(StandardCharsets.UTF_8));
        }
        return ResponseEntity.ok()
                .contentType(HTML)
                .header(
                        HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.attachment()
                                .filename("benchmark-" + id + "-report.html")
                                .build()
                                .toString())
                .body(report.render(id, ReportFiles.Placement.ALONE).getBytes(StandardCharsets.UTF_8));
    }
}
