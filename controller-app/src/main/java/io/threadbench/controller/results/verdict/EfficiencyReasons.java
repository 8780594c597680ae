package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MemoryInFlightMetrics;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.RepetitionStatistics;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reasons from memory per request in flight and allocation per request (DESIGN §8): only where the verdict's own
 * ranking of that figure named a winner, for each variant ranked below it, quoting both medians. Memory held mostly
 * outside the heap is put down to the variant's platform threads' stacks, with their count.
 */
final class EfficiencyReasons {

    private EfficiencyReasons() {}

    /**
     * @param memory     the scenario's cell of {@link MemoryInFlightMetrics#MEMORY}, or null
     * @param allocation the scenario's cell of {@code allocated_kib_per_request}, or null
     */
    static List<Reason> of(MetricTable table, CellRanking memory, CellRanking allocation) {
        List<Reason> reasons = new ArrayList<>();
        for (String variant : beaten(memory)) {
            String text = "holds " + size(median(memory, variant)) + " per request in flight against "
                    + size(memory.best().value()) + " for " + memory.winner()
                    + stacks(table, memory.scenario(), variant);
            reasons.add(new Reason(variant, ReasonCode.MEMORY_PER_REQUEST_IN_FLIGHT, text, null));
        }
        for (String variant : beaten(allocation)) {
            reasons.add(new Reason(
                    variant,
                    ReasonCode.ALLOCATION_PER_REQUEST,
                    "allocates " + size(median(allocation, variant)) + " per request against "
                            + size(allocation.best().value()) + " for " + allocation.winner(),
                    null));
        }
        return reasons;
    }

    /** The variants the cell ranked below its winner; none unless it named one. */
    private static List<String> beaten(CellRanking cell) {
        if (cell == null || cell.outcome() != CellOutcome.WIN) {
            return List.of();
        }
        List<String> beaten = new ArrayList<>();
        for (int i = 1; i < cell.ranked().size(); i++) {
            if (cell.rank(i) > 1) {
                beaten.add(cell.ranked().get(i).approach());
            }
        }
        return beaten;
    }

    private static double median(CellRanking cell, String variant) {
        return cell.ranked().stream()
                .filter(a -> a.approach().equals(variant))
                .findFirst()
                .orElseThrow()
                .value();
    }

    /** ": its 200 platform threads' stacks" when most of the memory lay outside the heap; else nothing. */
    private static String stacks(MetricTable table, String scenario, String variant) {
        double outside = median(table, scenario, variant, MemoryInFlightMetrics.OUTSIDE_HEAP);
        double heap = median(table, scenario, variant, MemoryInFlightMetrics.HEAP);
        double threads = median(table, scenario, variant, "platform_threads_max");
        if (!(outside > Math.max(heap, 0)) || !(threads > 0)) {
            return "";
        }
        return String.format(
                Locale.ROOT,
                ": most of it outside the heap, where its %.0f platform threads keep their stacks",
                threads);
    }

    private static double median(MetricTable table, String scenario, String variant, String metric) {
        List<Double> values = table.finiteValues(scenario, variant, metric);
        return values.isEmpty() ? Double.NaN : RepetitionStatistics.median(values);
    }

    /** A size given in KiB, in the unit that keeps it short: "14 KiB", "3.1 KiB", "1.1 MiB". */
    static String size(double kib) {
        if (Math.abs(kib) >= 1024) {
            return String.format(Locale.ROOT, "%.1f MiB", kib / 1024);
        }
        return String.format(Locale.ROOT, Math.abs(kib) >= 10 ? "%.0f KiB" : "%.1f KiB", kib);
    }
}
