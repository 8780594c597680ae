package io.threadbench.controller.report;

import static io.threadbench.controller.report.SvgLineChartTests.parse;
import static io.threadbench.controller.report.SvgLineChartTests.texts;
import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The report's pinning lane: only where threads can pin, and readable when nothing was queued. */
class TrialChartsTests {

    /** Seconds of a trial whose JVM was read over JMX: no virtual thread ever queued. */
    private static final List<TrialSecondRow> NOTHING_QUEUED = LongStream.range(-2, 6)
            .mapToObj(second -> new TrialSecondRow(
                    second,
                    1_700_000_000 + second,
                    second < 0,
                    40,
                    0,
                    0,
                    null,
                    TelemetrySample.builder(1_700_000_000 + second)
                            .virtualThreads(0, 0)
                            .build()))
            .toList();

    @Test
    void platformThreadAndEventLoopVariantsGetNoPinningLane() {
        assertThat(TrialCharts.pinning(1, NOTHING_QUEUED, false)).isNull();
    }

    @Test
    void aVirtualThreadVariantWithNothingQueuedTicksFromZeroToOne() throws Exception {
        LineChart lane = TrialCharts.pinning(1, NOTHING_QUEUED, true);

        assertThat(lane).isNotNull();
        assertThat(texts(parse(SvgLineChart.render(lane)), "//*[@class='y-tick']"))
                .contains("0", "1")
                .allMatch(label -> label.length() <= 4);
    }
}
