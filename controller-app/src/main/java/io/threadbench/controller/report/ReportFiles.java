package io.threadbench.controller.report;

import io.threadbench.controller.benchmark.Trial;

/**
 * Names of the files the CLI writes into its output folder, shared by the writer and the report's relative
 * links so that the two never disagree.
 */
public final class ReportFiles {

    public static final String REPORT = "report.html";
    public static final String RESULTS = "results.csv";
    public static final String RESULTS_PER_REPETITION = "results-per-repetition.csv";
    public static final String SERIES_FOLDER = "series";

    private ReportFiles() {}

    /** Where a report sits: it links its CSV files only where they are beside it. */
    public enum Placement {
        /** In the CLI's output folder, with {@code results.csv} and {@code series/} next to it: relative links. */
        BESIDE_FILES,
        /** Downloaded alone from the dashboard: no file is next to it, so it says where they are, and links nothing. */
        ALONE
    }

    /** Whether the trial ran its measured part, and so has a series file. */
    public static boolean hasSeries(Trial trial) {
        return trial.measureStartedAt() != null;
    }

    /** e.g. {@code 002-smoketest-loom-tomcat-rep1.csv} */
    public static String seriesFileName(Trial trial) {
        return "%03d-%s-%s-rep%d.csv".formatted(trial.seq(), trial.scenarioName(), trial.label(), trial.repetition());
    }

    /** The series file relative to the output folder, with a forward slash (a link in the report). */
    public static String seriesLink(Trial trial) {
        return SERIES_FOLDER + "/" + seriesFileName(trial);
    }
}
