package io.threadbench.controller.results.charts;

import java.util.List;

/** A scenario's variants, each with the seconds and the distribution its charts draw. */
public record ScenarioCharts(String scenario, List<VariantSeries> variants) {

    public ScenarioCharts {
        variants = List.copyOf(variants);
    }
}
