package io.threadbench.controller.report;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.benchmark.TrialDiagnostics;
import io.threadbench.controller.markup.Markup;
import io.threadbench.controller.markup.PageFormat;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.CapacityCurveReader;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.heatmap.HeatmapBuilder;
import io.threadbench.controller.results.heatmap.HeatmapOptions;
import io.threadbench.controller.results.heatmap.HeatmapSvgRenderer;
import io.threadbench.controller.results.verdict.VerdictService;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.telemetry.EnvironmentFingerprint;
import io.threadbench.controller.variant.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;

/**
 * Renders a benchmark's self-contained HTML report (well-formed XHTML served as HTML): header, scenarios,
 * environment fingerprint, winner heatmap (the heatmap package's SVG, inline), summary table, and per trial its
 * charts or its failure. The CLI's report links the CSV files written next to it; a report downloaded alone says
 * where they are instead, so that neither has a dead link ({@link ReportFiles.Placement}). No script, no external
 * resource; every value from the database is escaped. The output depends only on what is stored and the placement.
 */
@Component
public class HtmlReport {

    private static final String CSS = stylesheet();

    private final BenchmarkService benchmarks;
    private final ResultsService results;
    private final TrialSecondRepository seconds;
    private final PageFormat format;
    private final HeatmapSvgRenderer heatmaps = new HeatmapSvgRenderer();
    private final CapacityCurveReader capacity;
    private final VerdictService verdicts;

    HtmlReport(
            BenchmarkService benchmarks,
            ResultsService results,
            TrialSecondRepository seconds,
            PageFormat format,
            CapacityCurveReader capacity,
            VerdictService verdicts) {
        this.capacity = capacity;
        this.verdicts = verdicts;
        this.benchmarks = benchmarks;
        this.results = results;
        this.seconds = seconds;
        this.format = format;
    }

    /**
     * The report for the CLI's output folder, beside its CSV files.
     *
     * @throws io.threadbench.controller.errors.NotFoundException if there is no such benchmark
     */
    public String render(long benchmarkId) {
        return render(benchmarkId, ReportFiles.Placement.BESIDE_FILES);
    }

    /**
     * @throws io.threadbench.controller.errors.NotFoundException if there is no such benchmark
     */
    public String render(long benchmarkId, ReportFiles.Placement placement) {
        Benchmark benchmark = benchmarks.get(benchmarkId);
        List<Trial> trials = benchmarks.trials(benchmarkId);
        BenchmarkResults stored = results.ofBenchmark(benchmarkId).orElseThrow();
        Markup html = new Markup(64 * 1024 + trials.size() * 24 * 1024);
        html.trusted("<!DOCTYPE html>\n")
                .open("html", "xmlns", "http://www.w3.org/1999/xhtml", "lang", "en")
                .newline()
                .open("head")
                .empty("meta", "charset", "utf-8")
                .empty("meta", "name", "viewport", "content", "width=device-width, initial-scale=1")
                .element("title", "Threadbench report: " + benchmark.name() + " (#" + benchmark.id() + ")")
                .open("style")
                .trusted(CSS)
                .close("style")
                .close("head")
                .newline()
                .open("body")
                .newline();
        header(html, benchmark, trials, placement);
        VerdictSection.write(html, verdicts.of(stored));
        facts(html, benchmark, trials, placement);
        scenarios(html, trials);
        heatmap(html, stored);
        SummarySection.write(html, stored);
        CapacitySection.write(html, stored, capacity.curves(benchmarkId));
        trials(html, benchmark, trials, stored, placement);
        environment(html, benchmark.environment());
        fairness(html, benchmark, trials);
        html.close("body").newline().close("html").newline();
        return html.toString();
    }

    /** The name, the sections and the status: the verdict follows at once. */
    private void header(Markup html, Benchmark benchmark, List<Trial> trials, ReportFiles.Placement placement) {
        html.open("header")
                .element("p", "Threadbench report", "class", "kicker")
                .element("h1", benchmark.name())
                .open("nav")
                .element("a", "Verdict", "href", "#verdict")
                .text(" · ")
                .element("a", "About", "href", "#about")
                .text(" · ")
                .element("a", "Summary", "href", "#summary")
                .text(" · ")
                .element("a", "Heatmap", "href", "#heatmap")
                .text(" · ")
                .element("a", "Trials", "href", "#trials")
                .text(" · ")
                .element("a", "Environment", "href", "#environment");
        if (placement == ReportFiles.Placement.BESIDE_FILES) {
            html.text(" · ")
                    .element("a", ReportFiles.RESULTS, "href", ReportFiles.RESULTS)
                    .text(" · ")
                    .element("a", ReportFiles.RESULTS_PER_REPETITION, "href", ReportFiles.RESULTS_PER_REPETITION);
        }
        html.close("nav").newline();
        boolean doubts =
                benchmark.status() == RunStatus.SUCCEEDED && trials.stream().anyMatch(Trial::finishedWithDoubts);
        html.open("p", "class", "status-line")
                .element(
                        "span",
                        doubts ? "finished, with doubts" : lower(benchmark.status()),
                        "class",
                        "status status-" + (doubts ? "doubtful" : lower(benchmark.status())))
                .text(" " + trials.size() + " trials" + (trials.isEmpty() ? "" : ": " + byStatus(trials))
                        + " · benchmark #" + benchmark.id())
                .close("p")
                .close("header")
                .newline();
    }

    /** What ran, when and how: after the verdict, which is what the report is read for. */
    private void facts(Markup html, Benchmark benchmark, List<Trial> trials, ReportFiles.Placement placement) {
        html.open("section", "id", "about").element("h2", "About this benchmark");
        if (placement == ReportFiles.Placement.ALONE) {
            html.element(
                    "p",
                    "This report was downloaded on its own. Its CSV files are on benchmark #" + benchmark.id()
                            + "'s page in the Threadbench dashboard (" + ReportFiles.RESULTS + " there; each trial's"
                            + " series under its charts), or from the API: /api/benchmarks/" + benchmark.id()
                            + "/results.csv and /api/trials/ID/series.csv.",
                    "class",
                    "note files-elsewhere");
        }
        html.open("dl", "class", "facts");
        fact(html, "Benchmark", "#" + benchmark.id());
        fact(html, "Started", format.time(benchmark.startedAt()));
        fact(html, "Finished", format.time(benchmark.finishedAt()));
        fact(html, "Duration", format.between(benchmark.startedAt(), benchmark.finishedAt()));
        fact(html, "Trials", trialCounts(trials));
        fact(
                html,
                "Variants",
                benchmark.variants().stream().map(Variant::describe).collect(Collectors.joining("; ")));
        fact(html, "Repetitions", Integer.toString(benchmark.repetitions()));
        fact(
                html,
                "Threadbench",
                benchmark.environment() == null
                        ? "unknown (the benchmark never started)"
                        : benchmark.environment().threadbenchVersion());
        if (benchmark.notes() != null && !benchmark.notes().isBlank()) {
            fact(html, "Notes", benchmark.notes());
        }
        if (benchmark.error() != null) {
            html.open("dt").text("Error").close("dt").element("dd", benchmark.error(), "class", "error");
        }
        html.close("dl")
                .element(
                        "p",
                        "The links to CSV files work when this report sits in the folder "
                                + "./threadbench run wrote; downloaded from the dashboard, fetch them from the benchmark's page.",
                        "class",
                        "note")
                .close("section")
                .newline();
    }

    private static String trialCounts(List<Trial> trials) {
        return trials.size() + (trials.isEmpty() ? "" : ": " + byStatus(trials));
    }

    /** "3 succeeded, 1 failed". */
    private static String byStatus(List<Trial> trials) {
        Map<RunStatus, Long> counts = trials.stream()
                .collect(Collectors.groupingBy(
                        Trial::status, () -> new java.util.EnumMap<>(RunStatus.class), Collectors.counting()));
        return counts.entrySet().stream()
                .map(e -> e.getValue() + " " + lower(e.getKey()))
                .collect(Collectors.joining(", "));
    }

    /** Each scenario as the benchmark ran it (the first trial's snapshot). */
    private static void scenarios(Markup html, List<Trial> trials) {
        Map<String, Scenario> snapshots = trials.stream()
                .collect(Collectors.toMap(
                        Trial::scenarioName, Trial::snapshot, (first, later) -> first, LinkedHashMap::new));
        html.open("section", "id", "scenarios").element("h2", "Scenarios").open("dl", "class", "facts");
        snapshots.forEach((name, scenario) -> {
            html.element("dt", name).open("dd");
            if (scenario != null && !scenario.description().isBlank()) {
                html.element("div", scenario.description());
            }
            if (scenario != null) {
                html.element("div", shape(scenario), "class", "muted");
            }
            html.close("dd");
        });
        html.close("dl").close("section").newline();
    }

    private static String shape(Scenario s) {
        String load = s.load().arrivalRate() != null
                ? s.load().arrivalRate() + " requests/s"
                : s.load().vus() + " VUs"
                        + (s.load().rps() == null ? "" : " (at most " + s.load().rps() + " requests/s)");
        return "workload " + s.work().workload().id() + ", " + s.load().shape().id() + " at " + load + ", server delay "
                + s.work().delayMillis() + " ms, " + s.timing().warmupSeconds() + " s warm-up + "
                + s.timing().durationSeconds() + " s measured"
                + (s.launch().jvmOptions().isEmpty()
                        ? ""
                        : ", JVM options " + String.join(" ", s.launch().jvmOptions()));
    }

    private void heatmap(Markup html, BenchmarkResults stored) {
        html.open("section", "id", "heatmap").element("h2", "Winner heatmap");
        if (stored.trials().stream().noneMatch(TrialResult::counts)) {
            html.element("p", "No successful trial, so no winners.", "class", "muted");
        } else {
            html.element(
                    "p",
                    "Per metric and scenario the best approach (bold when it wins, with its overall rank) "
                            + "and the runner-up; hatched grey: the same within the smallest difference that matters; plain: could not tell.",
                    "class",
                    "note");
            String svg = heatmaps.render(HeatmapBuilder.build(
                    stored.metricTable(), HeatmapOptions.all().withTitle("Benchmark winners: " + stored.name())));
            html.open("div", "class", "scroll").trusted(svg).close("div");
        }
        html.close("section").newline();
    }

    /** Trials grouped by scenario, then approach and repetition, so that the approaches of a scenario sit together. */
    private void trials(
            Markup html,
            Benchmark benchmark,
            List<Trial> trials,
            BenchmarkResults stored,
            ReportFiles.Placement placement) {
        Map<Long, Map<String, Double>> metrics =
                stored.trials().stream().collect(Collectors.toMap(TrialResult::trialId, TrialResult::metrics));
        List<Trial> ordered = trials.stream()
                .sorted(Comparator.comparingInt(
                                (Trial t) -> benchmark.scenarios().indexOf(t.scenarioName()))
                        .thenComparingInt(t -> benchmark.labels().indexOf(t.label()))
                        .thenComparingInt(Trial::repetition))
                .toList();
        html.open("section", "id", "trials").element("h2", "Trials");
        html.element(
                "p",
                "Latency per second on a log axis (p50, p90, p99 of that second's requests; red triangles: "
                        + "seconds with failed requests) and requests per second. The grey band is the warm-up, which is "
                        + "not part of the summary.",
                "class",
                "note");
        Map<Long, TrialDiagnostics> diagnostics = benchmarks.diagnostics(ordered);
        String scenario = null;
        for (Trial trial : ordered) {
            if (!trial.scenarioName().equals(scenario)) {
                scenario = trial.scenarioName();
                html.element("h3", scenario);
            }
            TrialSection.write(
                    html,
                    trial,
                    seconds.read(trial.id()),
                    metrics.getOrDefault(trial.id(), Map.of()),
                    diagnostics.get(trial.id()),
                    placement);
        }
        html.close("section").newline();
    }

    private void environment(Markup html, EnvironmentFingerprint env) {
        html.open("section", "id", "environment").element("h2", "Environment");
        if (env == null) {
            html.element("p", "Not recorded: the benchmark never started.", "class", "muted");
        } else {
            html.open("dl", "class", "facts");
            fact(html, "JDK of the SUT", env.jdkVendor() + " " + env.jdkVersion());
            fact(html, "OS", env.os() + " (" + env.architecture() + ")");
            fact(html, "Kernel", env.kernel());
            fact(html, "CPU", env.cpuModel());
            fact(html, "Cores", env.physicalCores() + " physical, " + env.logicalCores() + " logical");
            fact(html, "RAM", format.bytes(env.ramBytes()));
            if (env.machine() != null) {
                env.machine().named().forEach((name, value) -> fact(html, name, value));
            }
            fact(html, "k6", env.k6Version());
            fact(html, "JVM options", env.jvmOptions().isEmpty() ? "none" : String.join(" ", env.jvmOptions()));
            fact(html, "CPU sets", env.cpuSets() == null ? "not recorded" : env.cpuSets());
            if (!env.variants().isEmpty()) {
                fact(html, "Variants", String.join("; ", env.variantLines()));
            }
            fact(html, "Threadbench", env.threadbenchVersion());
            html.close("dl");
        }
        html.close("section").newline();
    }

    /** Each variant's effective settings side by side (read at pre-flight); nothing when none were read. */
    private static void fairness(Markup html, Benchmark benchmark, List<Trial> trials) {
        FairnessTable table = FairnessTable.of(benchmark.labels(), trials);
        if (table == null) {
            return;
        }
        html.open("section", "id", "fairness").element("h2", "Fairness: what each variant ran with");
        html.element(
                "p",
                "Read from each variant's JVM at pre-flight (read), given on its command line (set) or the server's"
                        + " default (default); * marks a value that is not the default.",
                "class",
                "muted");
        html.open("table", "class", "compact").open("thead").open("tr").element("th", "Setting");
        table.labels().forEach(label -> html.element("th", label));
        html.close("tr").close("thead").open("tbody");
        for (FairnessTable.Row row : table.rows()) {
            html.open("tr").element("td", row.name());
            row.cells()
                    .forEach(cell -> html.element(
                            "td",
                            cell == null
                                    ? "—"
                                    : cell.value() + (cell.nonDefault() ? " *" : "") + " (" + cell.source() + ")"));
            html.close("tr");
        }
        html.close("tbody").close("table");
        table.problems().forEach(problem -> html.element("p", problem, "class", "muted"));
        html.close("section").newline();
    }

    private static void fact(Markup html, String term, String value) {
        html.element("dt", term).element("dd", value);
    }

    private static String lower(RunStatus status) {
        return status.name().toLowerCase(Locale.ROOT);
    }

    private static String stylesheet() {
        try (InputStream css = HtmlReport.class.getResourceAsStream("/report/report.css")) {
            if (css == null) {
                throw new IllegalStateException("report/report.css is missing from the class path");
            }
            return new String(css.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
