package io.threadbench.controller.web.pages;

import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.web.live.LiveMessage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/** A trial's stored seconds, each with the raw points of its wall-clock second, in the live message format. */
@Component
class TrialSeriesReader {

    private final TrialSecondRepository seconds;

    TrialSeriesReader(TrialSecondRepository seconds) {
        this.seconds = seconds;
    }

    List<LiveMessage.Second> read(long benchmarkId, long trialId) {
        Map<Long, List<LatencyPoint>> pointsBySecond = new HashMap<>();
        for (LatencyPoint point : seconds.samples(trialId)) {
            pointsBySecond
                    .computeIfAbsent(Math.floorDiv(point.epochMillis(), 1000L), second -> new ArrayList<>())
                    .add(point);
        }
        List<TrialSecondRow> rows = seconds.read(trialId);
        List<LiveMessage.Second> messages = new ArrayList<>(rows.size());
        for (TrialSecondRow row : rows) {
            messages.add(LiveMessage.Second.of(
                    0, benchmarkId, trialId, row, pointsBySecond.getOrDefault(row.epochSecond(), List.of())));
        }
        return messages;
    }
}
