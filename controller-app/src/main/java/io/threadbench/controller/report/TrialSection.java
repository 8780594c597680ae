package io.threadbench.controller.report;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.benchmark.TrialDiagnostics;
import io.threadbench.controller.markup.Markup;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.heatmap.ApproachColours;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.PinnedStack;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One trial in the report: what ran and how it ended, its trust flags with reasons, a one-line summary, the
 * latency and requests/s charts of its stored seconds (warm-up shaded), and the link to its series CSV. A failed
 * or interrupted trial shows its error and the log tails instead of charts.
 */
final class TrialSection {

    private TrialSection() {}

    /**
     * @param metrics the trial's summary metrics (empty when it was never summarised)
     */
    static void write(Markup html, Trial trial, List<TrialSecondRow> seconds, Map<String, Double> metrics) {
        write(html, trial, seconds, metrics, null, ReportFiles.Placement.BESIDE_FILES);
    }

    /**
     * @param diagnostics the trial's first errors and pinned stacks; null when none were stored
     * @param placement   whether the trial's series file sits beside the report (linked) or not (its API path said)
     */
    static void write(
            Markup html,
            Trial trial,
            List<TrialSecondRow> seconds,
            Map<String, Double> metrics,
            TrialDiagnostics diagnostics,
            ReportFiles.Placement placement) {
        String kind =
                trial.finishedWithDoubts() ? "doubtful" : trial.status().name().toLowerCase(Locale.ROOT);
        String status =
                (trial.finishedWithDoubts() ? "finished, with doubts" : kind) + (trial.partial() ? " (partial)" : "");
        html.open(
                        "article",
                        "class",
                        "trial",
                        "id",
                        "trial-" + trial.id(),
                        "data-status",
                        trial.status().name())
                .open("h4")
                .text("#" + trial.seq() + " ")
                .open("span", "class", "swatch", "style", "background:" + ApproachColours.colourOf(trial.label()))
                .close("span")
                .text(trial.scenarioName() + " × " + trial.label() + ", repetition " + trial.repetition() + " ")
                .element("span", status, "class", "status status-" + kind)
                .close("h4")
                .newline();
        for (TrustFlag flag : trial.flags()) {
            html.open("p", "class", "flag")
                    .element("b", flag.label(), "title", flag.code())
                    .text(": " + flag.reason())
                    .close("p");
        }
        if (failed(trial)) {
            failure(html, trial);
        } else if (seconds.isEmpty()) {
            html.element("p", "No seconds were stored for this trial.", "class", "muted");
        } else {
            html.element("p", figures(metrics, seconds), "class", "figures");
            html.open("div", "class", "charts").trusted(SvgLineChart.render(TrialCharts.latency(trial.id(), seconds)));
            for (LineChart lane : java.util.Arrays.asList(
                    TrialCharts.pinning(trial.id(), seconds, mayPin(trial)),
                    TrialCharts.gcPauses(trial.id(), seconds),
                    TrialCharts.requests(trial.id(), seconds),
                    TrialCharts.errorKinds(trial.id(), seconds))) {
                if (lane != null) {
                    html.trusted(SvgLineChart.render(lane));
                }
            }
            html.close("div").newline();
            why(html, diagnostics);
        }
        if (ReportFiles.hasSeries(trial) && placement == ReportFiles.Placement.BESIDE_FILES) {
            html.open("p", "class", "files")
                    .text("Series: ")
                    .element("a", ReportFiles.seriesLink(trial), "href", ReportFiles.seriesLink(trial))
                    .close("p");
        } else if (ReportFiles.hasSeries(trial)) {
            html.open("p", "class", "files")
                    .text("Series: on the dashboard, ")
                    .element("code", "/api/trials/" + trial.id() + "/series.csv")
                    .close("p");
        }
        html.close("article").newline();
    }

    /** The first message of each error kind and the stacks that pinned longest, when there are any. */
    private static void why(Markup html, TrialDiagnostics diagnostics) {
        if (diagnostics == null) {
            return;
        }
        if (!diagnostics.firstErrors().isEmpty()) {
            html.open("p", "class", "first-errors").element("b", "First error of each kind: ");
            diagnostics
                    .firstErrors()
                    .forEach((kind, message) -> html.element("code", kind).text(" " + message + "; "));
            html.close("p");
        }
        if (diagnostics.jfr() != null && !diagnostics.jfr().topPinned().isEmpty()) {
            html.open("table", "class", "pinned-stacks")
                    .open("caption")
                    .text("Where virtual threads pinned longest")
                    .close("caption")
                    .open("tr")
                    .element("th", "pinned ms")
                    .element("th", "events")
                    .element("th", "longest ms")
                    .element("th", "reason and stack")
                    .close("tr");
            for (PinnedStack stack : diagnostics.jfr().topPinned()) {
                html.open("tr")
                        .element("td", String.format(Locale.ROOT, "%.1f", stack.totalMillis()))
                        .element("td", Integer.toString(stack.events()))
                        .element("td", String.format(Locale.ROOT, "%.1f", stack.maxMillis()))
                        .open("td")
                        .text(stack.reason())
                        .element("pre", String.join("\n", stack.frames()))
                        .close("td")
                        .close("tr");
            }
            html.close("table").newline();
        }
    }

    /** Whether the trial's handlers may run on virtual threads, the only ones that pin (unknown: they may). */
    private static boolean mayPin(Trial trial) {
        String kind = trial.variant() == null ? null : trial.variant().expectedThreadKind();
        return kind == null || kind.equals("virtual");
    }

    private static boolean failed(Trial trial) {
        return trial.status() == RunStatus.FAILED || trial.status() == RunStatus.INTERRUPTED;
    }

    private static void failure(Markup html, Trial trial) {
        html.element("p", trial.error() == null ? "The trial did not finish." : trial.error(), "class", "error");
        html.element("h5", "Service under test, last lines of its log");
        html.element("pre", blankOr(trial.logTailSut()), "class", "log");
        html.element("h5", "k6, last lines of its output");
        html.element("pre", blankOr(trial.logTailK6()), "class", "log");
    }

    /** e.g. "32 s stored (2 warm-up) · 1200 requests ok, 0 errors · p50 101 ms, p99 118 ms". */
    private static String figures(Map<String, Double> metrics, List<TrialSecondRow> seconds) {
        long warmup = seconds.stream().filter(TrialSecondRow::warmup).count();
        StringBuilder text = new StringBuilder(seconds.size() + " s stored");
        if (warmup > 0) {
            text.append(" (").append(warmup).append(" warm-up)");
        }
        Double ok = metrics.get("requests_ok");
        if (ok != null) {
            text.append(" · ")
                    .append(ValueFormat.format(ok))
                    .append(" requests ok, ")
                    .append(ValueFormat.format(metrics.getOrDefault("requests_error", 0.0)))
                    .append(" errors");
        }
        Double p50 = metrics.get("latency_millis_p50");
        Double p99 = metrics.get("latency_millis_p99");
        if (p50 != null && p99 != null) {
            text.append(" · p50 ")
                    .append(ValueFormat.format(p50))
                    .append(" ms, p99 ")
                    .append(ValueFormat.format(p99))
                    .append(" ms");
        }
        return text.toString();
    }

    private static String blankOr(String log) {
        return log == null || log.isBlank() ? "(empty)" : log;
    }
}
