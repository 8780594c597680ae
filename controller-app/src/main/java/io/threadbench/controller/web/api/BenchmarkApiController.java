package io.threadbench.controller.web.api;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkFilter;
import io.threadbench.controller.benchmark.BenchmarkPage;
import io.threadbench.controller.benchmark.BenchmarkPlanner;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.benchmark.PlannedDuration;
import io.threadbench.controller.benchmark.RunSettings;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import java.net.URI;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * JSON API of benchmarks and trials. Errors are answered by {@code web.ApiErrorHandler}: 400 with field
 * errors for bad input, 404 for unknown ids, 409 for cancelling a finished or deleting a running benchmark.
 */
@RestController
@Tag(name = "benchmarks", description = "Benchmarks (scenarios × approaches × repetitions) and their trials")
class BenchmarkApiController {

    private final BenchmarkService service;
    private final BenchmarkPlanner planner;

    BenchmarkApiController(BenchmarkService service, BenchmarkPlanner planner) {
        this.service = service;
        this.planner = planner;
    }

    @PostMapping("/api/benchmarks")
    @Operation(summary = "Queue a benchmark; its trials run one at a time, in interleaved order")
    ResponseEntity<Benchmark> create(@RequestBody(required = false) BenchmarkRequest request) {
        Benchmark created = service.create(request);
        return ResponseEntity.created(URI.create("/api/benchmarks/" + created.id()))
                .body(created);
    }

    @PostMapping("/api/benchmarks/plan")
    @Operation(summary = "Check a benchmark request and estimate how long it would take, without starting it")
    PlannedDuration plan(@RequestBody(required = false) BenchmarkRequest request) {
        return planner.plan(request);
    }

    @GetMapping("/api/benchmarks")
    @Operation(summary = "Benchmarks, newest first, filtered and paged")
    BenchmarkPage list(
            @Parameter(description = "only benchmarks that include this scenario") @RequestParam(required = false)
                    String scenario,
            @Parameter(description = "only benchmarks that include this approach, e.g. loom-tomcat")
                    @RequestParam(required = false)
                    String approach,
            @Parameter(description = "QUEUED, RUNNING, SUCCEEDED, FAILED, CANCELLED or INTERRUPTED")
                    @RequestParam(required = false)
                    String status,
            @Parameter(description = "created at or after: an ISO instant or a date (yyyy-mm-dd, UTC)")
                    @RequestParam(required = false)
                    String from,
            @Parameter(description = "created before: an ISO instant or a date (the whole day included)")
                    @RequestParam(required = false)
                    String to,
            @RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "" + BenchmarkFilter.DEFAULT_SIZE) int size) {
        List<FieldError> errors = new ArrayList<>();
        String chosenApproach = parse(errors, "approach", approach, service::knownLabel);
        RunStatus chosenStatus = parse(errors, "status", status, text -> {
            try {
                return RunStatus.valueOf(text.strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown status '" + text + "', expected one of "
                        + String.join(
                                ", ",
                                java.util.Arrays.stream(RunStatus.values())
                                        .map(Enum::name)
                                        .toList()));
            }
        });
        Instant fromInstant = parse(errors, "from", from, text -> instant(text, false));
        Instant toInstant = parse(errors, "to", to, text -> instant(text, true));
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        String scenarioName = scenario == null || scenario.isBlank() ? null : scenario.strip();
        return service.list(
                new BenchmarkFilter(scenarioName, chosenApproach, chosenStatus, fromInstant, toInstant, page, size));
    }

    @GetMapping("/api/benchmarks/{id}")
    @Operation(
            summary =
                    "One benchmark, with the run settings it was asked for (flight recorder, k6 runners, load generator)")
    BenchmarkView get(@PathVariable long id) {
        Benchmark benchmark = service.get(id);
        RunSettings settings = service.runSettings(id);
        return new BenchmarkView(
                benchmark,
                settings.jfr(),
                settings.loadGenerators(),
                settings.loadGenerator(),
                service.waiting(id).orElse(null));
    }

    @GetMapping("/api/benchmarks/{id}/trials")
    @Operation(summary = "The benchmark's trials in run order")
    List<Trial> trials(@PathVariable long id) {
        return service.trials(id);
    }

    @PostMapping("/api/benchmarks/{id}/resume")
    @Operation(
            summary = "Run the missing trials of an interrupted or cancelled benchmark; finished trials are kept"
                    + " (409 for any other status)")
    Benchmark resume(@PathVariable long id) {
        return service.resume(id);
    }

    @PostMapping("/api/benchmarks/{id}/cancel")
    @Operation(summary = "Cancel a queued benchmark, or stop a running one (its current trial keeps its partial data)")
    Benchmark cancel(@PathVariable long id) {
        return service.cancel(id);
    }

    @DeleteMapping("/api/benchmarks/{id}")
    @Operation(summary = "Delete a benchmark with its trials and series (409 while it runs)")
    ResponseEntity<Void> delete(@PathVariable long id) {
        service.delete(id);
        return ResponseEntity.noContent().build();
    }

    @GetMapping("/api/trials/{id}")
    @Operation(summary = "One trial: status, step, error, trust flags, log tails, timings")
    Trial trial(@PathVariable long id) {
        return service.trial(id);
    }

    private static <T> T parse(
            List<FieldError> errors, String field, String text, java.util.function.Function<String, T> parser) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return parser.apply(text.strip());
        } catch (IllegalArgumentException | DateTimeParseException e) {
            errors.add(new FieldError(field, field + ": " + e.getMessage()));
            return null;
        }
    }

    /** An ISO instant, or a date meaning the start of that day (UTC), or of the next day for an end. */
    static Instant instant(String text, boolean end) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException notAnInstant) {
            try {
                LocalDate date = LocalDate.parse(text);
                return (end ? date.plusDays(1) : date)
                        .atStartOfDay(ZoneOffset.UTC)
                        .toInstant();
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException(
                        "'" + text + "' is neither an ISO instant (2026-01-31T12:00:00Z) " + "nor a date (2026-01-31)");
            }
        }
    }
}
