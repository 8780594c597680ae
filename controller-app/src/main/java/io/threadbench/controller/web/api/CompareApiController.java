package io.threadbench.controller.web.api;

import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.compare.CompareRequest;
import io.threadbench.controller.results.compare.ComparisonCsv;
import java.nio.charset.StandardCharsets;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** The comparison of two benchmarks as CSV ({@link ComparisonCsv}): {@code GET /api/compare.csv?a=1&b=2&threshold=2}. */
@RestController
@RequestMapping("/api")
class CompareApiController {

    private final ResultsService stored;

    CompareApiController(ResultsService stored) {
        this.stored = stored;
    }

    @GetMapping("/compare.csv")
    ResponseEntity<String> csv(CompareRequest request) {
        CompareRequest.Outcome outcome = request.evaluate(stored);
        if (!outcome.errors().isEmpty()) {
            throw new ValidationException(outcome.errors());
        }
        String fileName = "compare-" + request.a().trim() + "-vs-" + request.b().trim() + ".csv";
        return ResponseEntity.ok()
                .contentType(new MediaType("text", "csv", StandardCharsets.UTF_8))
                .header(
                        HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.attachment()
                                .filename(fileName)
                                .build()
                                .toString())
                .body(ComparisonCsv.toCsv(outcome.comparison()));
    }
}
