package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.results.charts.ScenarioCharts;
import io.threadbench.controller.results.charts.VariantChartsService;
import io.threadbench.controller.web.PageController;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.ResponseBody;

/** The benchmark page's compare-variants charts, as JSON for its script: per scenario, the variants side by side. */
@PageController
class VariantChartsController {

    private final BenchmarkService benchmarks;
    private final VariantChartsService charts;

    VariantChartsController(BenchmarkService benchmarks, VariantChartsService charts) {
        this.benchmarks = benchmarks;
        this.charts = charts;
    }

    @GetMapping(path = "/benchmarks/{id}/variant-charts", produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseBody
    List<ScenarioCharts> variantCharts(@PathVariable long id) {
        benchmarks.get(id); // 404 for an unknown benchmark
        return charts.of(id);
    }
}
