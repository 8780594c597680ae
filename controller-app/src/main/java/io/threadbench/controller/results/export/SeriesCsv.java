package io.threadbench.controller.results.export;

import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.seconds.LatencyPercentiles;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.HdrHistogram.Histogram;

/**
 * A trial's time series and raw samples as CSV (Commons CSV, RFC 4180, LF line ends).
 *
 * <p>Series: one row per stored second, warm-up seconds first ({@code second} < 0, {@code warmup} true):
 * counts, the second's latency percentiles in ms (from its histogram; empty without responses), then every
 * figure of {@link TelemetrySample} in snake_case (empty when not measured). The telemetry columns follow the
 * sample's parts and each part's record components in order (system, processes, JVM, flight recorder), so a new
 * telemetry figure gets its column without a change here; last the failed requests by kind ({@code errors_refused},
 * …; empty for seconds stored before kinds were counted).
 *
 * <p>Samples: the stored reservoir of raw points: {@code epoch_millis, latency_micros, status} (0 = no HTTP
 * response), {@code error}, {@code warmup}.
 */
public final class SeriesCsv {

    private static final List<String> LATENCY_COLUMNS = List.of(
            "second",
            "epoch_second",
            "warmup",
            "requests_ok",
            "requests_error",
            "dropped_iterations",
            "latency_millis_p50",
            "latency_millis_p90",
            "latency_millis_p99",
            "latency_millis_max");
    /** Every figure of every part of a sample: the parts are the sample's record components that are records. */
    private static final List<Figure> TELEMETRY = Arrays.stream(TelemetrySample.class.getRecordComponents())
            .filter(part -> part.getType().isRecord())
            .flatMap(
                    part -> Arrays.stream(part.getType().getRecordComponents()).map(figure -> new Figure(part, figure)))
            .toList();

    private SeriesCsv() {}

    public static List<String> seriesHeader() {
        List<String> header = new ArrayList<>(LATENCY_COLUMNS);
        TELEMETRY.forEach(figure -> header.add(snakeCase(figure.component().getName())));
        for (ErrorKind kind : ErrorKind.values()) {
            header.add(kind.metric());
        }
        return header;
    }

    public static String series(List<TrialSecondRow> seconds) {
        return ResultsCsv.write(seriesHeader(), printer -> {
            for (TrialSecondRow row : seconds) {
                List<String> record = new ArrayList<>(seriesHeader().size());
                record.add(Long.toString(row.second()));
                record.add(Long.toString(row.epochSecond()));
                record.add(Boolean.toString(row.warmup()));
                record.add(Long.toString(row.requestsOk()));
                record.add(Long.toString(row.requestsError()));
                record.add(Long.toString(row.droppedIterations()));
                Histogram histogram = row.histogram();
                LatencyPercentiles latency = histogram == null ? null : LatencyPercentiles.of(histogram);
                record.add(latency == null ? "" : CsvNumbers.plain(latency.p50Millis()));
                record.add(latency == null ? "" : CsvNumbers.plain(latency.p90Millis()));
                record.add(latency == null ? "" : CsvNumbers.plain(latency.p99Millis()));
                record.add(latency == null ? "" : CsvNumbers.plain(latency.maxMillis()));
                TELEMETRY.forEach(figure -> record.add(text(figure.of(row.telemetry()))));
                for (ErrorKind kind : ErrorKind.values()) {
                    record.add(
                            row.errorKinds() == null
                                    ? ""
                                    : Long.toString(row.errorKinds().getOrDefault(kind, 0L)));
                }
                printer.printRecord(record);
            }
        });
    }

    /** @param samples a trial's stored points in time order ({@link TrialSecondRepository#storedSamples}) */
    public static String samples(List<TrialSecondRepository.StoredSample> samples) {
        return ResultsCsv.write(List.of("epoch_millis", "latency_micros", "status", "error", "warmup"), printer -> {
            for (TrialSecondRepository.StoredSample sample : samples) {
                LatencyPoint point = sample.point();
                printer.printRecord(
                        point.epochMillis(), point.latencyMicros(), point.status(), point.error(), sample.warmup());
            }
        });
    }

    private static String text(Object value) {
        return switch (value) {
            case null -> "";
            case Double d -> CsvNumbers.plain(d);
            default -> Objects.toString(value);
        };
    }

    /** One figure of a sample: a component of one of its parts. */
    private record Figure(RecordComponent part, RecordComponent component) {

        /** Null when the sample, or its part (a second the flight recorder did not stream), is missing. */
        Object of(TelemetrySample sample) {
            return read(read(sample, part), component);
        }

        private static Object read(Object record, RecordComponent component) {
            if (record == null) {
                return null;
            }
            try {
                return component.getAccessor().invoke(record);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + component.getName(), e);
            }
        }
    }

    static String snakeCase(String camelCase) {
        return camelCase.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }
}
