package io.threadbench.controller.results.export;

import io.threadbench.controller.seconds.TrialSecondRow;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * A trial's latency as an HdrHistogram interval log ({@code .hlog}), one interval per stored second, readable by
 * {@code HistogramLogReader} and {@code HistogramLogProcessor}. Values are microseconds. Measured seconds are
 * untagged (the tools' default selection); warm-up seconds carry the tag {@code warmup}.
 */
public final class HistogramLog {

    public static final String WARMUP_TAG = "warmup";

    private HistogramLog() {}

    public static byte[] of(long trialId, List<TrialSecondRow> seconds) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8)) {
            HistogramLogWriter log = new HistogramLogWriter(out);
            log.outputComment("Threadbench trial " + trialId + ": request latency per second, values in microseconds");
            log.outputLogFormatVersion();
            long start = seconds.isEmpty() ? 0 : seconds.getFirst().epochSecond() * 1000;
            log.outputStartTime(start);
            log.setBaseTime(start);
            log.outputBaseTime(start);
            log.outputLegend();
            for (TrialSecondRow row : seconds) {
                if (row.histogram() == null) {
                    continue;
                }
                Histogram interval = row.histogram().copy();
                interval.setStartTimeStamp(row.epochSecond() * 1000);
                interval.setEndTimeStamp(row.epochSecond() * 1000 + 1000);
                interval.setTag(row.warmup() ? WARMUP_TAG : null);
                log.outputIntervalHistogram(interval);
            }
        }
        return bytes.toByteArray();
    }
}
