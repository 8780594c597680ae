package io.threadbench.controller.results.compare;

import io.threadbench.controller.metrics.RepetitionSummary;
import io.threadbench.controller.results.export.CsvNumbers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Writes a {@link Comparison} as CSV (RFC 4180, LF line ends), one row per {@link ComparisonRow}.
 * Columns:
 * <ul>
 *   <li>{@code scenario, approach, metric}</li>
 *   <li>{@code direction}: {@code higher} or {@code lower} is better</li>
 *   <li>{@code a_median, a_ci_low, a_ci_high, a_n, a_errors}: benchmark A's median over repetitions,
 *   95 % interval (empty with one repetition), number of repetitions, request errors
 *   ({@code true}/{@code false}); all empty when only B has the value</li>
 *   <li>{@code b_median, b_ci_low, b_ci_high, b_n, b_errors}: the same for B</li>
 *   <li>{@code change_percent}: (b − a) / |a| × 100, rounded to 3 decimals; empty if undefined</li>
 *   <li>{@code verdict}: {@code better}, {@code worse}, {@code same}, {@code only_in_a}, {@code only_in_b}</li>
 *   <li>{@code outside_noise}: {@code true}/{@code false}, empty without repetitions on both sides</li>
 * </ul>
 * Numbers are plain decimals with a dot, no exponent.
 */
public final class ComparisonCsv {

    public static final List<String> HEADER = List.of(
            "scenario",
            "approach",
            "metric",
            "direction",
            "a_median",
            "a_ci_low",
            "a_ci_high",
            "a_n",
            "a_errors",
            "b_median",
            "b_ci_low",
            "b_ci_high",
            "b_n",
            "b_errors",
            "change_percent",
            "verdict",
            "outside_noise");

    private static final CSVFormat FORMAT = CSVFormat.RFC4180
            .builder()
            .setHeader(HEADER.toArray(String[]::new))
            .setRecordSeparator("\n")
            .get();

    private ComparisonCsv() {}

    /** Writes header and rows; flushes but does not close {@code out}. */
    public static void write(Comparison comparison, Appendable out) throws IOException {
        // Not closed: that would close the caller's writer (e.g. an HTTP response).
        CSVPrinter printer = new CSVPrinter(out, FORMAT);
        for (ComparisonRow row : comparison.rows()) {
            List<String> record = new ArrayList<>(HEADER.size());
            record.add(row.scenario());
            record.add(row.approach());
            record.add(row.metric());
            record.add(row.higherIsBetter() ? "higher" : "lower");
            side(record, row.a(), row.aErrors());
            side(record, row.b(), row.bErrors());
            record.add(row.changePercent() == null ? "" : rounded(row.changePercent()));
            record.add(row.verdict().name().toLowerCase(Locale.ROOT));
            record.add(row.outsideNoise() == null ? "" : row.outsideNoise().toString());
            printer.printRecord(record);
        }
        printer.flush();
    }

    public static String toCsv(Comparison comparison) {
        StringBuilder out = new StringBuilder();
        try {
            write(comparison, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not throw
        }
        return out.toString();
    }

    private static void side(List<String> record, RepetitionSummary summary, boolean errors) {
        if (summary == null) {
            record.addAll(List.of("", "", "", "", ""));
            return;
        }
        record.add(CsvNumbers.plain(summary.median()));
        record.add(summary.hasInterval() ? CsvNumbers.plain(summary.interval().low()) : "");
        record.add(summary.hasInterval() ? CsvNumbers.plain(summary.interval().high()) : "");
        record.add(Integer.toString(summary.n()));
        record.add(Boolean.toString(errors));
    }

    private static String rounded(double percent) {
        BigDecimal value =
                BigDecimal.valueOf(percent).setScale(3, RoundingMode.HALF_UP).stripTrailingZeros();
        return value.signum() == 0 ? "0" : value.toPlainString();
    }
}
