package io.threadbench.controller.results.export;

import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * A benchmark's {@code results.csv} (DESIGN §8): {@code scenario,approach,} then every metric of
 * {@link MetricNames#ALL} that some trial of the benchmark measured (loom-webflux-benchmarks' columns first; a
 * metric no trial measured, such as the database's CPU without a database, is left out), then Threadbench's
 * bookkeeping columns. A cell or repetition without a value of a column that others have says {@code NaN}, which
 * Python's {@code float()} and Java's {@code Double.parseDouble} both read: no cell is ever empty. Two shapes:
 * <ul>
 *   <li>per cell ({@code results.csv}): one row per scenario × approach; each metric is the <b>median</b> over the
 *   cell's successful repetitions (the same value the heatmap shows), then {@code repetitions} (how many) and
 *   {@code flagged_repetitions} (how many raised a trust flag). Every column after {@code scenario,approach} is a
 *   number, as loom-webflux-benchmarks' chart script reads them; the flags' codes are in the per-repetition file.
 *   Cells without a successful repetition are left out.</li>
 *   <li>per repetition: a {@code repetition} column after {@code approach}, one row per summarised trial, then
 *   {@code trial_id}, {@code status} (failed, cancelled or partial trials are listed but do not count in the
 *   per-cell medians) and {@code flags}.</li>
 * </ul>
 * Written with Commons CSV (RFC 4180, LF line ends).
 */
public final class ResultsCsv {

    /** What a row says for a metric that other rows have and it has not: a number to {@code float()}, not a gap. */
    public static final String MISSING = "NaN";

    private ResultsCsv() {}

    /** One row per cell, repetitions aggregated by their median. */
    public static String perCell(BenchmarkResults results) {
        List<String> metrics = metricColumns(results);
        List<String> header = new ArrayList<>(List.of("scenario", "approach"));
        header.addAll(metrics);
        header.addAll(List.of("repetitions", "flagged_repetitions"));
        return write(header, printer -> {
            for (String scenario : results.scenarios()) {
                for (String approach : results.approaches()) {
                    List<TrialResult> cell = results.cell(scenario, approach);
                    if (cell.isEmpty()) {
                        continue;
                    }
                    List<String> record = new ArrayList<>(List.of(scenario, approach));
                    Map<String, Double> medians = results.medians(scenario, approach);
                    metrics.forEach(metric -> record.add(number(medians.get(metric))));
                    record.add(Integer.toString(cell.size()));
                    record.add(Long.toString(cell.stream()
                            .filter(trial -> !trial.flags().isEmpty())
                            .count()));
                    printer.printRecord(record);
                }
            }
        });
    }

    /** One row per summarised trial. */
    public static String perRepetition(BenchmarkResults results) {
        List<String> metrics = metricColumns(results);
        List<String> header = new ArrayList<>(List.of("scenario", "approach", "repetition"));
        header.addAll(metrics);
        header.addAll(List.of("trial_id", "status", "flags"));
        return write(header, printer -> {
            for (TrialResult trial : results.trials()) {
                if (trial.metrics().isEmpty()) {
                    continue;
                }
                List<String> record = new ArrayList<>(
                        List.of(trial.scenario(), trial.approach(), Integer.toString(trial.repetition())));
                metrics.forEach(metric -> record.add(number(trial.metrics().get(metric))));
                record.add(Long.toString(trial.trialId()));
                record.add(trial.partial() ? "partial" : trial.status().name().toLowerCase(Locale.ROOT));
                record.add(flagCodes(List.of(trial)));
                printer.printRecord(record);
            }
        });
    }

    /** A metric's text, {@link #MISSING} where this row has none. */
    private static String number(Double value) {
        return value == null || !Double.isFinite(value) ? MISSING : CsvNumbers.plain(value);
    }

    /**
     * The {@link MetricNames#KNOWN} that some trial stored, in their order (loom-webflux-benchmarks' first, newer
     * groups after older ones), then any other stored metric by name.
     */
    static List<String> metricColumns(BenchmarkResults results) {
        Set<String> stored = new LinkedHashSet<>();
        results.trials()
                .forEach(t -> t.metrics().forEach((name, value) -> {
                    if (value != null && Double.isFinite(value)) {
                        stored.add(name);
                    }
                }));
        Set<String> columns = new LinkedHashSet<>();
        MetricNames.KNOWN.stream().filter(stored::contains).forEach(columns::add);
        stored.stream()
                .filter(name -> !MetricNames.KNOWN.contains(name))
                .sorted()
                .forEach(columns::add);
        return List.copyOf(columns);
    }

    private static String flagCodes(List<TrialResult> trials) {
        Set<String> codes = new LinkedHashSet<>();
        trials.forEach(t -> t.flags().stream().map(TrustFlag::code).forEach(codes::add));
        return String.join(";", codes);
    }

    @FunctionalInterface
    interface Rows {
        void print(CSVPrinter printer) throws IOException;
    }

    static String write(List<String> header, Rows rows) {
        StringBuilder out = new StringBuilder();
        CSVFormat format = CSVFormat.RFC4180
                .builder()
                .setHeader(header.toArray(String[]::new))
                .setRecordSeparator("\n")
                .get();
        try (CSVPrinter printer = new CSVPrinter(out, format)) {
            rows.print(printer);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not throw
        }
        return out.toString();
    }
}
