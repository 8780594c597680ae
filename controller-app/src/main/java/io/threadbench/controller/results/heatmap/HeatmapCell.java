package io.threadbench.controller.results.heatmap;

/**
 * A drawable cell: the ranking plus what to show. Renderers (SVG here, the HTML table in the web
 * package) draw the same fields.
 *
 * @param background css colour: winner's colour blended towards white by the strength (with a
 *                   faint floor so the hue stays visible); grey for ties; white otherwise
 * @param textColour css colour for non-error text on this background
 * @param primary    best approach's value (bold for a win); null for an empty cell
 * @param secondary  runner-up's value; null when there is none
 * @param label      "tie", "no winner", "doubtful", "1 repetition", "n/a" (empty) or null for a win
 * @param tooltip    multi-line text with every approach's median, interval and n
 */
public record HeatmapCell(
        CellRanking ranking,
        String background,
        String textColour,
        CellValue primary,
        CellValue secondary,
        String label,
        String tooltip) {

    /** CSS classes for the HTML table: {@code hm-win}, {@code hm-equivalent}, {@code hm-inconclusive}, {@code hm-no-winner}, {@code hm-empty}, plus {@code hm-negligible}. */
    public String cssClass() {
        String base = switch (ranking.outcome()) {
            case WIN -> "hm-win";
            case EQUIVALENT -> "hm-equivalent";
            case INCONCLUSIVE -> "hm-inconclusive";
            case NO_WINNER -> "hm-no-winner";
            case DOUBTFUL -> "hm-doubtful";
            case NOT_ENOUGH_DATA -> "hm-not-enough";
            case EMPTY -> "hm-empty";
        };
        return ranking.negligible() ? base + " hm-negligible" : base;
    }
}
