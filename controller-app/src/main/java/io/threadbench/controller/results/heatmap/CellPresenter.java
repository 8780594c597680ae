package io.threadbench.controller.results.heatmap;

/** Turns a ranking into what a renderer draws: colours, value lines, label and tooltip. */
final class CellPresenter {

    /** Faint floor so even a negligible or uncontested win shows its hue. */
    static final double MIN_TINT = 0.08;

    static final String EQUIVALENT_BACKGROUND = "#e3e3e3";
    static final String PLAIN_BACKGROUND = "#ffffff";
    static final String DOUBTFUL_BACKGROUND = "#f4ecd2";

    private CellPresenter() {}

    static HeatmapCell present(CellRanking ranking) {
        String tooltip = TooltipText.of(ranking);
        if (ranking.outcome() == CellOutcome.EMPTY) {
            return new HeatmapCell(ranking, PLAIN_BACKGROUND, "#000000", null, null, "n/a", tooltip);
        }
        boolean win = ranking.outcome() == CellOutcome.WIN;
        String background = switch (ranking.outcome()) {
            case WIN ->
                ApproachColours.blendWithWhite(
                        ApproachColours.colourOf(ranking.winner()), Math.max(ranking.strength(), MIN_TINT));
            case EQUIVALENT -> EQUIVALENT_BACKGROUND;
            case DOUBTFUL -> DOUBTFUL_BACKGROUND;
            default -> PLAIN_BACKGROUND;
        };
        String label = switch (ranking.outcome()) {
            case EQUIVALENT -> "the same";
            case INCONCLUSIVE -> "could not tell";
            case NO_WINNER -> "no winner";
            case DOUBTFUL -> "doubtful";
            case NOT_ENOUGH_DATA -> "1 repetition";
            default -> null;
        };
        CellValue primary = value(ranking, 0, win);
        CellValue secondary = ranking.second() == null ? null : value(ranking, 1, false);
        return new HeatmapCell(
                ranking, background, ApproachColours.textColourOn(background), primary, secondary, label, tooltip);
    }

    private static CellValue value(CellRanking ranking, int index, boolean bold) {
        RankedApproach approach = ranking.ranked().get(index);
        return new CellValue(
                approach.approach(), TooltipText.valueText(approach), ranking.rank(index), approach.errors(), bold);
    }
}
