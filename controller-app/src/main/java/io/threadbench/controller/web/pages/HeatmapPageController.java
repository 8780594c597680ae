package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.LatestResultSelection;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.heatmap.HeatmapFilter;
import io.threadbench.controller.web.PageController;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

/**
 * The winner heatmap pages (DESIGN §8): of one benchmark, and of the latest result per scenario × approach from
 * the whole history. Server-rendered HTML table; the filter form re-renders the table with htmx.
 */
@PageController
class HeatmapPageController {

    private final ResultsService stored;
    private final LatestResultSelection latest;

    HeatmapPageController(ResultsService stored, LatestResultSelection latest) {
        this.stored = stored;
        this.latest = latest;
    }

    @GetMapping("/benchmarks/{id}/heatmap")
    String benchmark(@PathVariable long id, HeatmapFilter filter, Model model) {
        BenchmarkResults results =
                stored.ofBenchmark(id).orElseThrow(() -> new NotFoundException("no benchmark " + id));
        model.addAttribute("benchmark", results);
        model.addAttribute(
                "view", HeatmapView.of(results.metricTable(), filter, null, "/api/benchmarks/" + id + "/heatmap.svg"));
        return "heatmap/benchmark";
    }

    @GetMapping("/heatmap")
    String latest(HeatmapFilter filter, Model model) {
        LatestResultSelection.Selection selection = latest.select();
        model.addAttribute("sources", selection.sources());
        model.addAttribute("view", HeatmapView.of(selection.table(), filter, null, "/api/heatmap.svg"));
        return "heatmap/latest";
    }
}
