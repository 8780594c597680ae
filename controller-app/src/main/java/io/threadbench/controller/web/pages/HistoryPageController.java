package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.BenchmarkFilter;
import io.threadbench.controller.benchmark.BenchmarkPage;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.StoredScenario;
import io.threadbench.controller.variant.VariantCatalog;
import io.threadbench.controller.web.PageController;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import org.springframework.http.HttpStatus;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;

/**
 * The history: every benchmark, newest first, with its verdict, filtered by scenario, variant, status and date, in
 * pages; two picked benchmarks open in Compare.
 */
@PageController
class HistoryPageController {

    static final int PAGE_SIZE = 25;

    private final BenchmarkService benchmarks;
    private final ScenarioService scenarios;
    private final VariantCatalog variants;
    private final BenchmarkOutcomes outcomes;

    HistoryPageController(
            BenchmarkService benchmarks,
            ScenarioService scenarios,
            VariantCatalog variants,
            BenchmarkOutcomes outcomes) {
        this.benchmarks = benchmarks;
        this.outcomes = outcomes;
        this.scenarios = scenarios;
        this.variants = variants;
    }

    /**
     * The filter as typed (query parameters), kept as text so that the form shows it back.
     *
     * @param from first day (yyyy-mm-dd, UTC), included
     * @param to   last day, included
     */
    record HistoryQuery(String scenario, String approach, String status, String from, String to, Integer page) {

        /** The query string of this filter on another page, for the pagination links. */
        public String onPage(int number) {
            StringBuilder query = new StringBuilder("?page=").append(number);
            append(query, "scenario", scenario);
            append(query, "approach", approach);
            append(query, "status", status);
            append(query, "from", from);
            append(query, "to", to);
            return query.toString();
        }

        private static void append(StringBuilder query, String name, String value) {
            if (value != null && !value.isBlank()) {
                query.append('&').append(name).append('=').append(URLEncoder.encode(value, StandardCharsets.UTF_8));
            }
        }
    }

    @GetMapping("/benchmarks")
    String history(@ModelAttribute("query") HistoryQuery query, Model model, HttpServletResponse response) {
        FormErrors errors = FormErrors.none();
        BenchmarkFilter filter = filter(query, errors);
        BenchmarkPage page;
        try {
            page = benchmarks.list(filter);
        } catch (ValidationException e) {
            e.fieldErrors().forEach(errors::add);
            page = benchmarks.list(BenchmarkFilter.all());
        }
        if (!errors.isEmpty()) {
            response.setStatus(HttpStatus.BAD_REQUEST.value());
        }
        model.addAttribute("page", page);
        model.addAttribute("outcomes", outcomes.of(page.items()));
        model.addAttribute("errors", errors);
        model.addAttribute(
                "filtered",
                filter.scenario() != null
                        || filter.approach() != null
                        || filter.status() != null
                        || filter.from() != null
                        || filter.to() != null);
        model.addAttribute(
                "scenarioNames",
                scenarios.list().stream().map(StoredScenario::name).toList());
        model.addAttribute("approaches", variants.labels());
        model.addAttribute(
                "statuses", Arrays.stream(RunStatus.values()).map(Enum::name).toList());
        return "benchmarks/history";
    }

    private BenchmarkFilter filter(HistoryQuery query, FormErrors errors) {
        String scenario = blank(query.scenario()) ? null : query.scenario().strip();
        String approach = parse("approach", query.approach(), errors, benchmarks::knownLabel);
        RunStatus status =
                parse("status", query.status(), errors, text -> RunStatus.valueOf(text.toUpperCase(Locale.ROOT)));
        LocalDate fromDay = parse("from", query.from(), errors, LocalDate::parse);
        LocalDate toDay = parse("to", query.to(), errors, LocalDate::parse);
        Instant from =
                fromDay == null ? null : fromDay.atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant to = toDay == null
                ? null
                : toDay.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        int page = query.page() == null ? 0 : Math.max(0, query.page());
        return new BenchmarkFilter(scenario, approach, status, from, to, page, PAGE_SIZE);
    }

    private static <T> T parse(String field, String text, FormErrors errors, Function<String, T> parser) {
        if (blank(text)) {
            return null;
        }
        try {
            return parser.apply(text.strip());
        } catch (IllegalArgumentException | DateTimeParseException e) {
            String message = e instanceof DateTimeParseException
                    ? field + " must be a date like 2026-01-31, got '" + text.strip() + "'"
                    : field + ": '" + text.strip() + "' is not known";
            errors.add(new FieldError(field, message));
            return null;
        }
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
