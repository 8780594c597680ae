package io.threadbench.controller.results.heatmap;

import static io.threadbench.controller.results.heatmap.SvgStyle.CHAR_WIDTH;
import static io.threadbench.controller.results.heatmap.SvgStyle.num;

import io.threadbench.controller.markup.Markup;
import java.util.ArrayList;
import java.util.List;

/** The legend block of the SVG heatmap: one line per approach, then equivalent, could not tell, no winner, empty cells, notes. */
final class SvgLegend {

    static final String EQUIVALENT_PATTERN = "hm-equivalent-hatch";
    private static final int LINE_HEIGHT = 20;
    private static final int NOTE_LINE_HEIGHT = 14;

    /** Notes wrap at this many characters (about 560 px at 10 px), so that a long one never runs past the SVG's edge. */
    static final int NOTE_CHARS = 92;

    private static final String NOTE = "Each cell: the best variant and its median over repetitions, #n = its rank in"
            + " the cell (=n shared by variants not told apart), the runner-up below. Colour: the winner's, stronger with a"
            + " larger lead. E: fails 1 % of its requests or more.";

    private final List<Line> lines = new ArrayList<>();

    private record Line(String swatchFill, String text, boolean note) {}

    SvgLegend(Legend legend) {
        for (LegendEntry entry : legend.entries()) {
            lines.add(new Line(
                    entry.colour(),
                    "#" + entry.rank() + "  " + entry.approach() + ": " + wins(entry.wins()) + " ("
                            + ValueFormat.percent(entry.winSharePercent()) + ")",
                    false));
        }
        lines.add(new Line(
                "url(#" + EQUIVALENT_PATTERN + ")",
                "the same within the smallest difference: " + cells(legend.equivalent()) + " ("
                        + ValueFormat.percent(legend.equivalentSharePercent()) + ")",
                false));
        lines.add(new Line(
                "#ffffff",
                "could not tell (more repetitions would): " + cells(legend.inconclusive()) + " ("
                        + ValueFormat.percent(legend.inconclusiveSharePercent()) + ")",
                false));
        lines.add(new Line(
                "#ffffff",
                "no winner (best approaches failed 1 % of requests or more): " + cells(legend.noWinner()) + " ("
                        + ValueFormat.percent(legend.noWinnerSharePercent()) + ")",
                false));
        if (legend.doubtful() > 0) {
            lines.add(new Line(
                    CellPresenter.DOUBTFUL_BACKGROUND,
                    "doubtful (trials raised trust flags; not counted as wins): " + cells(legend.doubtful()) + " ("
                            + ValueFormat.percent(legend.doubtfulSharePercent()) + ")",
                    false));
        }
        if (legend.emptyCells() > 0) {
            lines.add(new Line(
                    null,
                    "n/a: " + cells(legend.emptyCells()) + " without values, not counted in" + " the shares of "
                            + cells(legend.ratedCells()),
                    true));
        }
        note(NOTE);
        if (legend.notEnoughData() > 0) {
            lines.add(new Line(
                    "#ffffff",
                    "1 repetition (not enough data to judge): " + cells(legend.notEnoughData()) + " ("
                            + ValueFormat.percent(legend.notEnoughDataSharePercent()) + ")",
                    false));
        }
        note(legend.decisionNote());
    }

    /** A note as lines of at most {@link #NOTE_CHARS}, broken between words. */
    private void note(String text) {
        wrap(text, NOTE_CHARS).forEach(part -> lines.add(new Line(null, part, true)));
    }

    static List<String> wrap(String text, int chars) {
        List<String> parts = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String word : text.split(" ")) {
            if (!current.isEmpty() && current.length() + 1 + word.length() > chars) {
                parts.add(current.toString());
                current.setLength(0);
            }
            if (!current.isEmpty()) {
                current.append(' ');
            }
            current.append(word);
        }
        if (!current.isEmpty()) {
            parts.add(current.toString());
        }
        return parts;
    }

    int width() {
        return lines.stream()
                .mapToInt(line -> 22 + line.text().length() * (line.note() ? 6 : CHAR_WIDTH))
                .max()
                .orElse(0);
    }

    int height() {
        return lines.stream().mapToInt(SvgLegend::lineHeight).sum();
    }

    private static int lineHeight(Line line) {
        return line.note() ? NOTE_LINE_HEIGHT : LINE_HEIGHT;
    }

    void draw(Markup svg, int x, int y) {
        svg.open("g", "class", "hm-legend");
        int top = y - LINE_HEIGHT;
        Line previous = null;
        for (Line line : lines) {
            top += previous == null ? LINE_HEIGHT : lineHeight(previous);
            previous = line;
            if (line.swatchFill() != null) {
                svg.empty(
                        "rect",
                        "x",
                        num(x),
                        "y",
                        num(top),
                        "width",
                        "14",
                        "height",
                        "14",
                        "fill",
                        line.swatchFill(),
                        "stroke",
                        "#888888",
                        "stroke-width",
                        "0.5");
            }
            svg.open(
                            "text",
                            "x",
                            num(x + (line.swatchFill() == null ? 0 : 22)),
                            "y",
                            num(top + 11),
                            "font-size",
                            line.note() ? "10" : "12",
                            "fill",
                            line.note() ? "#555555" : "#000000")
                    .text(line.text())
                    .close("text");
        }
        svg.close("g").newline();
    }

    private static String wins(int count) {
        return count == 1 ? "1 win" : count + " wins";
    }

    private static String cells(int count) {
        return count == 1 ? "1 cell" : count + " cells";
    }
}
