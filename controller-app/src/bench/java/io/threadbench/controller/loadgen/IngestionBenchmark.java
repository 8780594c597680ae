package io.threadbench.controller.loadgen;

import io.threadbench.controller.loadgen.SecondBucket.ReservoirLimits;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * Speed of the k6 JSON ingestion (DESIGN §11: >= 1,000,000 lines/s on one core and >= 30 % of merely reading
 * the lines). The input imitates k6 {@code --out json=-} with Threadbench's reduced system tags: per request the
 * 13 points k6 writes (http_reqs, http_req_duration and its 6 phases, http_req_failed, data_sent/received,
 * iteration_duration, iterations), 2,000 requests per second of sample time, log-normal latencies around
 * 100 ms, 1 % HTTP 500s, vus/vus_max and some dropped_iterations every second.
 *
 * <p>Everything runs on this one thread over bytes held in memory (k6's pipe is not the bottleneck being
 * measured). Three readers of the same bytes: the ingestion ({@link K6OutputReader} into a
 * {@link LatencyRecorder}, histograms, reservoirs, emitted seconds), a plain newline scan over the same 64 KB
 * chunks (the floor of reading lines), and {@link BufferedReader#readLine} (how lines are usually read).
 * Prints the median and best of the measured passes.
 *
 * <p>Run: {@code ./threadbench bench ingestion [lines] [passes]} (defaults 1,000,000 and 10).
 */
public final class IngestionBenchmark {

    private IngestionBenchmark() {}

    public static void main(String[] args) throws IOException {
        int lines = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        byte[] input = k6Output(lines);
        System.out.printf(
                Locale.ROOT,
                "input: %,d lines, %,d bytes (%.0f bytes/line), %d warm-up + %d measured passes, one thread%n",
                lines,
                input.length,
                (double) input.length / lines,
                passes,
                passes);
        Result ingestion = measure("ingestion (parse + histograms)", input, lines, passes, IngestionBenchmark::ingest);
        Result scan = measure("plain newline scan", input, lines, passes, IngestionBenchmark::scanLines);
        Result readLine = measure("BufferedReader.readLine", input, lines, passes, IngestionBenchmark::readLines);
        System.out.printf(
                Locale.ROOT,
                "ingestion / newline scan: %.0f %% (median), ingestion / readLine: %.0f %% (median)%n",
                100 * ingestion.median / scan.median,
                100 * ingestion.median / readLine.median);
        System.out.printf(
                Locale.ROOT,
                "targets: >= 1,000,000 lines/s: %s; >= 30 %% of plain reading: %s%n",
                ingestion.median >= 1_000_000 ? "met" : "MISSED",
                ingestion.median >= 0.3 * Math.max(scan.median, readLine.median) ? "met" : "MISSED");
    }

    private record Result(double median, double best) {}

    private static Result measure(
            String name, byte[] input, int lines, int passes, ToLongFunction<InputStream> reader) {
        long check = 0;
        for (int i = 0; i < passes; i++) {
            check += reader.applyAsLong(new ByteArrayInputStream(input));
        }
        double[] linesPerSecond = new double[passes];
        for (int i = 0; i < passes; i++) {
            long start = System.nanoTime();
            check += reader.applyAsLong(new ByteArrayInputStream(input));
            linesPerSecond[i] = lines / ((System.nanoTime() - start) / 1e9);
        }
        Arrays.sort(linesPerSecond);
        Result result = new Result(linesPerSecond[passes / 2], linesPerSecond[passes - 1]);
        System.out.printf(
                Locale.ROOT,
                "%-32s median %,13.0f lines/s   best %,13.0f lines/s   (check %d)%n",
                name,
                result.median,
                result.best,
                check % 1000);
        return result;
    }

    /** The real ingestion path; returns requests counted so the work cannot be optimised away. */
    private static long ingest(InputStream in) {
        long[] requests = new long[1];
        LatencyRecorder recorder = new LatencyRecorder(
                second -> requests[0] += second.requestsOk() + second.requestsError(), false, ReservoirLimits.DEFAULT);
        K6OutputReader reader = new K6OutputReader(in, recorder);
        reader.run();
        return requests[0] + reader.malformedLines();
    }

    private static long scanLines(InputStream in) {
        byte[] buffer = new byte[1 << 16];
        long lines = 0;
        try (in) {
            for (int read; (read = in.read(buffer)) > 0; ) {
                for (int i = 0; i < read; i++) {
                    if (buffer[i] == '\n') {
                        lines++;
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return lines;
    }

    private static long readLines(InputStream in) {
        long characters = 0;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16)) {
            for (String line; (line = reader.readLine()) != null; ) {
                characters += line.length();
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return characters;
    }

    /** About {@code lines} lines as k6 writes them, 2,000 requests per second of sample time. */
    static byte[] k6Output(int lines) {
        long requests = (long) (lines / (SyntheticK6Output.LINES_PER_REQUEST + 3.0 / 2000)) + 1;
        try (InputStream in = new SyntheticK6Output(requests, 2000, Instant.parse("2026-11-23T10:00:00Z"))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
