package io.threadbench.controller.seconds;

import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.results.ResultsDatabase;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;

/**
 * Bytes of SQLite per stored trial-second (DESIGN §11 target: at most 20 KB) for a realistic 1,000 req/s second:
 * 1,000 latencies around 100 ms with a long tail (log-normal), a full telemetry sample, and a reservoir of raw
 * points. Appends the seconds of a 5-minute trial through {@link TrialSecondRepository} into a real SQLite file (the
 * application's schema, WAL), checkpoints the WAL, and divides the file's growth by the seconds stored.
 *
 * <p>Run from the repository root: {@code ./threadbench bench storage [SECONDS] [REQUESTS_PER_SECOND]
 * [RESERVOIR_POINTS_PER_SECOND]} (defaults 300, 1000, 100).
 */
public final class StorageBytesBenchmark {

    private StorageBytesBenchmark() {}

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        int perSecond = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        int reservoir = args.length > 2 ? Integer.parseInt(args[2]) : 100;
        SplittableRandom random = new SplittableRandom(42);
        try (ResultsDatabase db = new ResultsDatabase()) {
            long benchmark = db.benchmark("storage", List.of("s"), List.of("loom-tomcat"), 1);
            long trial = db.trial(benchmark, 1, "s", "loom-tomcat", 1);
            long before = checkpointedSize(db);
            long histogramBytes = 0;
            long telemetryBytes = 0;
            long epoch = 1_700_000_000L;
            int every = reservoir == 0 ? Integer.MAX_VALUE : Math.max(1, perSecond / reservoir);
            for (int s = 0; s < seconds; s++) {
                Histogram histogram = new Histogram(3);
                List<LatencyPoint> points = new ArrayList<>();
                for (int i = 0; i < perSecond; i++) {
                    long micros = Math.round(100_000 * Math.exp(0.25 * random.nextGaussian()));
                    histogram.recordValue(micros);
                    if (i % every == 0 && points.size() < reservoir) {
                        points.add(new LatencyPoint((epoch + s) * 1000 + i * 1000L / perSecond, micros, 200, false));
                    }
                }
                TelemetrySample telemetry = telemetry(epoch + s, random);
                histogramBytes += HistogramCodec.encode(histogram).length;
                telemetryBytes += TrialSecondRepository.JSON.writeValueAsBytes(telemetry).length;
                db.seconds.append(
                        trial, new TrialSecondRow(s, epoch + s, false, perSecond, 0, 0, histogram, telemetry), points);
            }
            long after = checkpointedSize(db);
            double perTrialSecond = (double) (after - before) / seconds;
            System.out.printf(
                    Locale.ROOT,
                    "%d trial-seconds of %d req/s with %d raw points each%n",
                    seconds,
                    perSecond,
                    reservoir);
            System.out.printf(
                    Locale.ROOT, "  histogram (compressed) %8.0f B/s on average%n", (double) histogramBytes / seconds);
            System.out.printf(
                    Locale.ROOT, "  telemetry JSON         %8.0f B/s on average%n", (double) telemetryBytes / seconds);
            System.out.printf(
                    Locale.ROOT,
                    "SQLite file growth: %.0f bytes per trial-second (%.1f KB; target <= 20 KB)%n",
                    perTrialSecond,
                    perTrialSecond / 1024);
        }
    }

    private static long checkpointedSize(ResultsDatabase db) throws Exception {
        db.jdbc.sql("PRAGMA wal_checkpoint(TRUNCATE)").query().listOfRows();
        return Files.size(db.file);
    }

    private static TelemetrySample telemetry(long epochSecond, SplittableRandom random) {
        return TelemetrySample.builder(epochSecond)
                .cpu(30 + random.nextDouble(10), 10 + random.nextDouble(5), 0.1, 45 + random.nextDouble(10))
                .ramUsedPercent(41.2 + random.nextDouble())
                .tcpEstablished(200 + random.nextInt(10))
                .loopback(1_200_000 + random.nextDouble(50_000), 4_000 + random.nextDouble(100))
                .primary(1_200 + random.nextDouble(100), 10.0 + random.nextInt(5))
                .sut(60 + random.nextDouble(10), 600 + random.nextDouble(100), 310 + random.nextDouble(5), 45)
                .loadgen(25 + random.nextDouble(5), 120 + random.nextDouble(3), 12)
                .controller(2 + random.nextDouble(), 180 + random.nextDouble(2), 40)
                .heap(120 + random.nextDouble(80), 2048.0)
                .gc((long) random.nextInt(3), (long) random.nextInt(20))
                .platformThreads(38)
                .jvmProcessCpuPercent(62 + random.nextDouble(10))
                .virtualThreads(random.nextInt(20), random.nextInt(5))
                .build();
    }
}
