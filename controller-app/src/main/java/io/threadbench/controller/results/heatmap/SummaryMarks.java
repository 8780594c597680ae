package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.MetricTable;
import java.util.HashMap;
import java.util.Map;

/**
 * What a summary table (the dashboard's and the report's) marks on a figure's values, read from the winner heatmap the
 * page links to (its default options: flagged trials crown nobody): the cell's winner in bold, the variants it shows
 * the same as a tie, nothing where it could not tell, doubts the trials or has one repetition. One computation, so a
 * summary never bolds a "best" its heatmap calls a tie.
 */
public final class SummaryMarks {

    /** How one value of a row is marked. */
    public enum Mark {
        /** The heatmap's winner of the figure. */
        BEST("best"),
        /** One of the variants the heatmap shows the same within the smallest difference that matters. */
        SAME("same"),
        NONE("");

        private final String cssClass;

        Mark(String cssClass) {
            this.cssClass = cssClass;
        }

        /** The class a table cell gets: {@code best}, {@code same} or none. */
        public String cssClass() {
            return cssClass;
        }
    }

    /** The heatmap's cells by metric and scenario. */
    private final Map<String, HeatmapCell> cells = new HashMap<>();

    private SummaryMarks(Heatmap heatmap) {
        heatmap.rows()
                .forEach(row -> row.cells()
                        .forEach(cell -> cells.put(
                                key(cell.ranking().metric(), cell.ranking().scenario()), cell)));
    }

    private static String key(String metric, String scenario) {
        return metric + "\u0000" + scenario;
    }

    /** The marks of every ranked figure of the table, from its heatmap as the page links it. */
    public static SummaryMarks of(MetricTable table) {
        return new SummaryMarks(HeatmapBuilder.build(table, HeatmapOptions.all()));
    }

    /** The mark of {@code approach}'s value of {@code metric} in {@code scenario}. */
    public Mark mark(String metric, String scenario, String approach) {
        CellRanking ranking = ranking(metric, scenario);
        if (ranking == null || ranking.second() == null) {
            return Mark.NONE; // nothing compared: a lone value is no one's best
        }
        return switch (ranking.outcome()) {
            case WIN -> ranking.winner().equals(approach) ? Mark.BEST : Mark.NONE;
            case EQUIVALENT -> ranking.leaders().contains(approach) ? Mark.SAME : Mark.NONE;
            default -> Mark.NONE;
        };
    }

    /**
     * What the heatmap says of the figure, in its words: the winner's label, "the same", "could not tell", "doubtful",
     * "1 repetition", "no winner"; empty for a figure that ranks nobody or has a single value.
     */
    public String outcome(String metric, String scenario) {
        CellRanking ranking = ranking(metric, scenario);
        if (ranking == null || ranking.second() == null) {
            return "";
        }
        if (ranking.outcome() == CellOutcome.WIN) {
            return ranking.winner();
        }
        return cells.get(key(metric, scenario)).label();
    }

    /** The cell's ranking; null for a figure the heatmap has no row for (context, or not measured). */
    private CellRanking ranking(String metric, String scenario) {
        HeatmapCell cell = cells.get(key(metric, scenario));
        return cell == null ? null : cell.ranking();
    }
}
