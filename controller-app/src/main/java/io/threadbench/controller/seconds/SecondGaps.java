package io.threadbench.controller.seconds;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A trial's seconds as a series without holes: every wall-clock second between the first stored one and the last
 * is a row, and the measured run starts at second 0. Trials recorded before seconds without answers were stored
 * (DESIGN §6) have holes wherever nothing completed; read through this, such a second is a row with zero requests,
 * no latency and no telemetry (none was kept), so per-second figures count it as the recorder now does.
 */
public final class SecondGaps {

    private SecondGaps() {}

    /** {@code stored} (in second order) with each missing second added as a second without answers. */
    public static List<TrialSecondRow> filled(List<TrialSecondRow> stored) {
        if (stored.isEmpty()) {
            return stored;
        }
        List<TrialSecondRow> series = new ArrayList<>(stored.size());
        TrialSecondRow first = stored.getFirst();
        if (!first.warmup() && first.second() > 0) {
            addEmpty(series, first, 0, first.second() - 1);
        }
        TrialSecondRow previous = null;
        for (TrialSecondRow row : stored) {
            if (previous != null && row.second() > previous.second() + 1) {
                addEmpty(series, previous, previous.second() + 1, row.second() - 1);
            }
            series.add(row);
            previous = row;
        }
        return series.size() == stored.size() ? stored : series;
    }

    /** Seconds {@code from..to} as seconds without answers; {@code anchor} gives their wall-clock time. */
    private static void addEmpty(List<TrialSecondRow> series, TrialSecondRow anchor, long from, long to) {
        for (long second = from; second <= to; second++) {
            series.add(new TrialSecondRow(
                    second,
                    anchor.epochSecond() + (second - anchor.second()),
                    second < 0,
                    0,
                    0,
                    0,
                    new Histogram(3),
                    null,
                    Map.of()));
        }
    }
}
