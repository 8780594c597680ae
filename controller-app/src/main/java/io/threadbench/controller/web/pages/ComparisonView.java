package io.threadbench.controller.web.pages;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.RepetitionSummary;
import io.threadbench.controller.results.compare.Change;
import io.threadbench.controller.results.compare.Comparison;
import io.threadbench.controller.results.compare.ComparisonRow;
import io.threadbench.controller.results.heatmap.ValueFormat;
import java.util.List;
import java.util.Locale;

/** A {@link Comparison} with its numbers formatted for the page, one {@link Row} per scenario × approach × metric. */
public record ComparisonView(Comparison comparison, List<Row> rows) {

    static ComparisonView of(Comparison comparison) {
        return new ComparisonView(
                comparison, comparison.rows().stream().map(ComparisonView::row).toList());
    }

    /**
     * @param a        A's median with its 95 % interval and n, e.g. {@code 12.3 (11.9 – 12.8, n=3)}; "—" if absent
     * @param change   signed % change, e.g. {@code +4.1 %}; "—" when undefined
     * @param verdict  better, worse, same, within noise, not judged, changed, only in A, only in B
     * @param noise    "outside the noise", "within the noise", or "" without repetitions on both sides
     */
    public record Row(
            String scenario,
            String approach,
            String metric,
            String metricLabel,
            String a,
            String b,
            String change,
            String verdict,
            String verdictClass,
            String noise) {}

    public long count(String verdict) {
        return comparison.count(Change.valueOf(verdict));
    }

    private static Row row(ComparisonRow row) {
        String change = row.changePercent() == null
                ? "—"
                : (row.changePercent() > 0 ? "+" : "") + ValueFormat.percent(row.changePercent());
        String noise = row.outsideNoise() == null
                ? (row.a() != null && row.b() != null ? "one repetition: noise unknown" : "")
                : row.outsideNoise() ? "outside the noise" : "within the noise";
        if (row.aFlagged() || row.bFlagged()) {
            noise += (noise.isEmpty() ? "" : "; ") + "flagged trials in "
                    + (row.aFlagged() && row.bFlagged() ? "A and B" : row.aFlagged() ? "A" : "B");
        }
        String verdict = row.verdict().name().toLowerCase(Locale.ROOT);
        return new Row(
                row.scenario(),
                row.approach(),
                row.metric(),
                MetricCatalog.of(row.metric()).label(),
                side(row.metric(), row.a(), row.aErrors()),
                side(row.metric(), row.b(), row.bErrors()),
                change,
                verdict.replace('_', ' '),
                "verdict-" + verdict,
                noise);
    }

    private static String side(String metric, RepetitionSummary summary, boolean errors) {
        if (summary == null) {
            return "—";
        }
        StringBuilder text = new StringBuilder(SummaryTable.text(metric, summary.median()));
        if (errors) {
            text.append(" E");
        }
        if (summary.hasInterval()) {
            text.append(" (")
                    .append(ValueFormat.format(summary.interval().low()))
                    .append(" – ")
                    .append(ValueFormat.format(summary.interval().high()))
                    .append(", n=")
                    .append(summary.n())
                    .append(')');
        }
        return text.toString();
    }
}
