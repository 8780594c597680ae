package io.threadbench.controller.benchmark;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.boot.test.context.TestComponent;
import org.springframework.context.event.EventListener;

/** Every status, trial-second and capacity-step event published, for assertions on what the live view would see. */
@TestComponent
class RecordedEvents {

    final List<StatusEvent> status = new CopyOnWriteArrayList<>();
    final List<TrialSecondEvent> seconds = new CopyOnWriteArrayList<>();
    final List<CapacityStepEvent> capacitySteps = new CopyOnWriteArrayList<>();

    @EventListener
    void on(CapacityStepEvent event) {
        capacitySteps.add(event);
    }

    @EventListener
    void on(StatusEvent event) {
        status.add(event);
    }

    @EventListener
    void on(TrialSecondEvent event) {
        seconds.add(event);
    }

    List<StatusEvent> ofTrial(long trialId) {
        return status.stream()
                .filter(event -> event.trialId() != null && event.trialId() == trialId)
                .toList();
    }
}
