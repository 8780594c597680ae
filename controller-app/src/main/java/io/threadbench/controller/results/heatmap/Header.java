package io.threadbench.controller.results.heatmap;

/** A row or column header: a metric or scenario name, with a tooltip (e.g. the metric's direction). */
public record Header(String text, String tooltip) {}
