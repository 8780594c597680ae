package io.threadbench.controller.report;

import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.telemetry.EffectiveSettings;
import io.threadbench.controller.telemetry.EffectiveSettings.Setting;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fairness view of a benchmark (its page and report.html): each variant's effective settings, read at pre-flight, side by side, so an
 * unfair default (a connection limit, a small heap) is seen before a winner is believed.
 *
 * @param labels the variants with settings, in the benchmark's order
 * @param rows   one per setting name, in the order the first variant listed them
 */
public record FairnessTable(List<String> labels, List<Row> rows, List<String> problems) {

    /** A setting across the variants; a cell is null where a variant did not report it. */
    public record Row(String name, List<Setting> cells) {

        /** The values differ between variants: worth a look. */
        public boolean differs() {
            return cells.stream()
                            .map(c -> c == null ? null : c.value())
                            .distinct()
                            .count()
                    > 1;
        }
    }

    /** The view, or null when no trial of the benchmark has read settings yet. */
    public static FairnessTable of(List<String> benchmarkLabels, List<Trial> trials) {
        Map<String, EffectiveSettings> byLabel = new LinkedHashMap<>();
        for (String label : benchmarkLabels) {
            trials.stream()
                    .filter(t -> t.label().equals(label)
                            && t.sutInfo() != null
                            && t.sutInfo().settings() != null)
                    .findFirst()
                    .ifPresent(t -> byLabel.put(label, t.sutInfo().settings()));
        }
        if (byLabel.isEmpty()) {
            return null;
        }
        Set<String> names = new LinkedHashSet<>();
        byLabel.values().forEach(s -> s.settings().forEach(setting -> names.add(setting.name())));
        List<Row> rows = new ArrayList<>();
        for (String name : names) {
            List<Setting> cells = new ArrayList<>();
            byLabel.values().forEach(s -> cells.add(s.find(name).orElse(null)));
            rows.add(new Row(name, cells));
        }
        List<String> problems = new ArrayList<>();
        byLabel.forEach((label, s) -> {
            if (s.problem() != null) {
                problems.add(label + ": " + s.problem());
            }
        });
        return new FairnessTable(List.copyOf(byLabel.keySet()), rows, problems);
    }
}
