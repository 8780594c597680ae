package io.threadbench.controller.loadgen;

import io.threadbench.controller.process.StartupTimeline;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Drains k6's standard output (its {@code --out json=-} stream) line by line on a dedicated thread and feeds
 * request durations, dropped iterations and the time of k6's once-a-second {@code vus} points to a
 * {@link LatencyRecorder}. It works on raw bytes in one
 * reusable buffer so it stays far ahead of k6 (benchmarked by {@code IngestionBenchmark}); when the stream
 * ends it lets the recorder emit the last seconds.
 */
final class K6OutputReader implements Runnable {

    private static final int INITIAL_BUFFER = 1 << 16;
    private static final Logger log = LoggerFactory.getLogger(K6OutputReader.class);

    private final InputStream input;
    private final LatencyRecorder recorder;
    private final K6SampleParser parser = new K6SampleParser();
    private final java.util.function.Supplier<String> errorMessage = parser::errorMessage;
    private volatile long lines;
    private volatile long malformedLines;
    private volatile IOException failure;

    K6OutputReader(InputStream input, LatencyRecorder recorder) {
        this.input = input;
        this.recorder = recorder;
    }

    @Override
    public void run() {
        try (input) {
            readAll();
        } catch (IOException e) {
            failure = e;
        } finally {
            recorder.finish();
            report();
        }
    }

    private void report() {
        if (malformedLines > 0 || recorder.lateSamples() > 0 || recorder.listenerFailures() > 0 || failure != null) {
            log.warn(
                    "k6 output: {} lines, {} malformed, {} samples after their second was emitted, {} listener "
                            + "failures, read failure: {}",
                    lines,
                    malformedLines,
                    recorder.lateSamples(),
                    recorder.listenerFailures(),
                    failure);
        } else {
            log.debug("k6 output: {} lines", lines);
        }
    }

    /** Lines read so far. */
    long lines() {
        return lines;
    }

    /** Lines that named a wanted metric but could not be parsed. */
    long malformedLines() {
        return malformedLines;
    }

    /** Why reading stopped early, or null. */
    IOException failure() {
        return failure;
    }

    private void readAll() throws IOException {
        byte[] buffer = new byte[INITIAL_BUFFER];
        int start = 0;
        int end = 0;
        long lineCount = 0;
        long malformed = 0;
        while (true) {
            if (end == buffer.length) {
                if (start > 0) {
                    System.arraycopy(buffer, start, buffer, 0, end - start);
                    end -= start;
                    start = 0;
                } else {
                    buffer = Arrays.copyOf(buffer, buffer.length * 2); // a line longer than the buffer
                }
            }
            int read = input.read(buffer, end, buffer.length - end);
            if (read < 0) {
                break;
            }
            if (lineCount == 0 && end == 0) {
                StartupTimeline.mark("first k6 output");
            }
            int scan = end;
            end += read;
            for (int i = scan; i < end; i++) {
                if (buffer[i] == '\n') {
                    lineCount++;
                    if (!handle(buffer, start, i)) {
                        malformed++;
                    }
                    start = i + 1;
                }
            }
            if (start == end) {
                start = 0;
                end = 0;
            }
            lines = lineCount;
            malformedLines = malformed;
        }
        if (start < end) {
            lineCount++;
            if (!handle(buffer, start, end)) {
                malformed++;
            }
        }
        lines = lineCount;
        malformedLines = malformed;
    }

    /** Handles one line; false if it was malformed. */
    boolean handle(byte[] buffer, int from, int to) {
        switch (parser.parse(buffer, from, to)) {
            case REQUEST ->
                recorder.recordRequest(
                        parser.epochMillis(),
                        parser.thousandths(),
                        parser.status(),
                        parser.expected(),
                        parser.errorCode(),
                        errorMessage);
            case DROPPED_ITERATIONS ->
                recorder.recordDroppedIterations(parser.epochMillis(), Math.round(parser.thousandths() / 1000.0));
            case CLOCK -> recorder.clock(parser.epochMillis());
            case REDIRECT_NOTE -> recorder.recordNote(parser.epochMillis(), ErrorKind.HTTP_3XX, parser.noteMessage());
            case MALFORMED -> {
                return false;
            }
            case OTHER -> {}
        }
        return true;
    }
}
