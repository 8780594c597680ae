package io.threadbench.controller.results.heatmap;

import static io.threadbench.controller.results.heatmap.SvgStyle.CHAR_WIDTH;
import static io.threadbench.controller.results.heatmap.SvgStyle.num;

import io.threadbench.controller.markup.Markup;
import java.util.List;

/**
 * Draws a {@link Heatmap} as a standalone SVG document (no external resources; for download, PNG
 * conversion in the browser, or embedding inline in a page). Each cell names the best variant with its value (bold
 * for a win) and its rank in the cell, the runner-up below, tooltips with all approaches'
 * values; tie cells are hatched grey, error values red with an {@code E}; the legend sits above the grid. A heatmap of
 * one column (one scenario) is drawn as tiles across the width, each cell under its metric, rather than as a strip.
 */
public final class HeatmapSvgRenderer {

    static final int CELL_WIDTH = 168;
    static final int CELL_HEIGHT = 48;
    /** A one-column heatmap's tiles: this many a row, each this wide, its label in lines of at most this many chars. */
    static final int TILES_PER_ROW = 4;

    static final int TILE_WIDTH = 240;
    private static final int TILE_LABEL_CHARS = 36;
    private static final int TILE_LABEL_LINE = 13;
    private static final int TILE_GAP = 8;
    private static final int MARGIN = 10;
    private static final int TITLE_HEIGHT = 28;
    private static final double SIN_45 = Math.sqrt(0.5);

    public String render(Heatmap heatmap) {
        List<Header> columns = heatmap.columns();
        List<HeatmapRow> rows = heatmap.rows();
        if (columns.size() == 1 && rows.size() > 1) {
            return tiles(heatmap);
        }
        int longestColumn =
                columns.stream().mapToInt(h -> h.text().length()).max().orElse(0);
        int longestRow =
                rows.stream().mapToInt(r -> r.header().text().length()).max().orElse(0);
        int rowLabelWidth = Math.max(90, longestRow * CHAR_WIDTH + 16);
        int headerHeight = Math.max(40, (int) Math.ceil(longestColumn * CHAR_WIDTH * SIN_45) + 18);
        int titleHeight = heatmap.title() == null ? 0 : TITLE_HEIGHT;
        SvgLegend legend = new SvgLegend(heatmap.legend());
        int legendY = MARGIN + titleHeight;
        int gridX = MARGIN + rowLabelWidth;
        int gridY = legendY + legend.height() + 12 + headerHeight;
        int gridWidth = columns.size() * CELL_WIDTH;
        int gridHeight = Math.max(rows.size() * CELL_HEIGHT, rows.isEmpty() ? 24 : 0);
        int overhang = Math.max(0, (int) Math.ceil(longestColumn * CHAR_WIDTH * SIN_45) - CELL_WIDTH / 2);

        int width = Math.max(gridX + gridWidth + overhang, MARGIN + legend.width()) + MARGIN;
        int height = gridY + gridHeight + MARGIN;

        Markup svg = begin(heatmap, width, height);
        svg.open("text", "x", num(MARGIN), "y", num(gridY - 6), "font-size", "10", "fill", "#555555")
                .text(heatmap.rowAxis() + " ↓  " + heatmap.columnAxis() + " →")
                .close("text")
                .newline();
        for (int c = 0; c < columns.size(); c++) {
            columnHeader(svg, columns.get(c), gridX + c * CELL_WIDTH + CELL_WIDTH / 2, gridY - 8);
        }
        if (rows.isEmpty() || columns.isEmpty()) {
            svg.open("text", "x", num(gridX), "y", num(gridY + 16), "fill", "#555555")
                    .text("no values for the selected approaches and metrics")
                    .close("text")
                    .newline();
        }
        for (int r = 0; r < rows.size(); r++) {
            HeatmapRow row = rows.get(r);
            int y = gridY + r * CELL_HEIGHT;
            rowHeader(svg, row.header(), gridX - 8, y + CELL_HEIGHT / 2 + 4);
            for (int c = 0; c < row.cells().size(); c++) {
                cell(svg, row.cells().get(c), gridX + c * CELL_WIDTH, y, CELL_WIDTH);
            }
        }
        legend.draw(svg, MARGIN, legendY);
        return svg.close("svg").newline().toString();
    }

    /** The document up to its grid: the root element, title, hatch pattern, white background and caption. */
    private static Markup begin(Heatmap heatmap, int width, int height) {
        Markup svg = new Markup(16_384);
        svg.open(
                        "svg",
                        "xmlns",
                        "http://www.w3.org/2000/svg",
                        "width",
                        num(width),
                        "height",
                        num(height),
                        "viewBox",
                        "0 0 " + width + " " + height,
                        "font-family",
                        "sans-serif",
                        "font-size",
                        "12",
                        "role",
                        "img")
                .newline();
        svg.title(heatmap.title() == null ? "Benchmark winners" : heatmap.title())
                .newline();
        defs(svg);
        svg.empty("rect", "width", num(width), "height", num(height), "fill", "#ffffff")
                .newline();
        if (heatmap.title() != null) {
            svg.open("text", "x", num(MARGIN), "y", num(MARGIN + 18), "font-size", "16", "font-weight", "bold")
                    .text(heatmap.title())
                    .close("text")
                    .newline();
        }
        return svg;
    }

    /**
     * One column as tiles, {@link #TILES_PER_ROW} a row: each cell under its row's label (wrapped, up to three lines),
     * the column's name above them all.
     */
    private static String tiles(Heatmap heatmap) {
        Header column = heatmap.columns().getFirst();
        List<HeatmapRow> rows = heatmap.rows();
        List<List<String>> labels = rows.stream()
                .map(row -> SvgLegend.wrap(row.header().text(), TILE_LABEL_CHARS).stream()
                        .limit(3)
                        .toList())
                .toList();
        int labelHeight = labels.stream().mapToInt(List::size).max().orElse(1) * TILE_LABEL_LINE + 4;
        int tileHeight = labelHeight + CELL_HEIGHT;
        int perRow = Math.min(TILES_PER_ROW, rows.size());
        int tileRows = (rows.size() + perRow - 1) / perRow;
        int titleHeight = heatmap.title() == null ? 0 : TITLE_HEIGHT;
        SvgLegend legend = new SvgLegend(heatmap.legend());
        int legendY = MARGIN + titleHeight;
        int gridY = legendY + legend.height() + 12 + 22;
        int gridWidth = perRow * (TILE_WIDTH + TILE_GAP) - TILE_GAP;
        int width = Math.max(MARGIN + gridWidth, MARGIN + legend.width()) + MARGIN;
        int height = gridY + tileRows * (tileHeight + TILE_GAP) - TILE_GAP + MARGIN;

        Markup svg = begin(heatmap, width, height);
        String caption = heatmap.columnAxis();
        svg.open("g")
                .title(column.tooltip())
                .open("text", "x", num(MARGIN), "y", num(gridY - 8), "font-size", "10", "fill", "#555555")
                .text(caption)
                .close("text")
                .open(
                        "text",
                        "x",
                        num(MARGIN + 6 * caption.length() + 6),
                        "y",
                        num(gridY - 8),
                        "font-size",
                        "13",
                        "font-weight",
                        "bold")
                .text(column.text())
                .close("text")
                .close("g")
                .newline();
        for (int r = 0; r < rows.size(); r++) {
            int x = MARGIN + (r % perRow) * (TILE_WIDTH + TILE_GAP);
            int y = gridY + (r / perRow) * (tileHeight + TILE_GAP);
            svg.open("g").title(rows.get(r).header().tooltip());
            List<String> label = labels.get(r);
            for (int line = 0; line < label.size(); line++) {
                svg.open("text", "x", num(x + 2), "y", num(y + 11 + line * TILE_LABEL_LINE), "font-size", "11")
                        .text(label.get(line))
                        .close("text");
            }
            svg.close("g").newline();
            cell(svg, rows.get(r).cells().getFirst(), x, y + labelHeight, TILE_WIDTH);
        }
        legend.draw(svg, MARGIN, legendY);
        return svg.close("svg").newline().toString();
    }

    private static void defs(Markup svg) {
        svg.open("defs")
                .open(
                        "pattern",
                        "id",
                        SvgLegend.EQUIVALENT_PATTERN,
                        "width",
                        "6",
                        "height",
                        "6",
                        "patternUnits",
                        "userSpaceOnUse",
                        "patternTransform",
                        "rotate(45)")
                .empty("rect", "width", "6", "height", "6", "fill", CellPresenter.EQUIVALENT_BACKGROUND)
                .empty("line", "x1", "0", "y1", "0", "x2", "0", "y2", "6", "stroke", "#c8c8c8", "stroke-width", "1.5")
                .close("pattern")
                .close("defs")
                .newline();
    }

    private static void columnHeader(Markup svg, Header header, int x, int y) {
        svg.open("g")
                .title(header.tooltip())
                .open("text", "transform", "translate(" + x + "," + y + ") rotate(-45)")
                .text(header.text())
                .close("text")
                .close("g")
                .newline();
    }

    private static void rowHeader(Markup svg, Header header, int x, int y) {
        svg.open("g")
                .title(header.tooltip())
                .open("text", "x", num(x), "y", num(y), "text-anchor", "end")
                .text(header.text())
                .close("text")
                .close("g")
                .newline();
    }

    private static void cell(Markup svg, HeatmapCell cell, int x, int y, int width) {
        CellOutcome outcome = cell.ranking().outcome();
        String fill =
                outcome == CellOutcome.EQUIVALENT ? "url(#" + SvgLegend.EQUIVALENT_PATTERN + ")" : cell.background();
        svg.open("g", "class", cell.cssClass()).title(cell.tooltip());
        svg.empty(
                "rect",
                "x",
                num(x),
                "y",
                num(y),
                "width",
                num(width),
                "height",
                num(CELL_HEIGHT),
                "fill",
                fill,
                "stroke",
                "#ffffff",
                "stroke-width",
                "1");
        int centre = x + width / 2;
        if (cell.label() != null) {
            svg.open(
                            "text",
                            "x",
                            num(x + width - 4),
                            "y",
                            num(y + 11),
                            "text-anchor",
                            "end",
                            "font-size",
                            "9",
                            "font-style",
                            "italic",
                            "fill",
                            outcome == CellOutcome.EMPTY ? "#888888" : "#333333")
                    .text(cell.label())
                    .close("text");
        }
        boolean shared = cell.ranking().outcome() == CellOutcome.EQUIVALENT
                || cell.ranking().outcome() == CellOutcome.INCONCLUSIVE;
        value(svg, cell.primary(), cell.textColour(), centre, y + 27, 12, shared);
        value(svg, cell.secondary(), cell.textColour(), centre, y + 42, 11, shared);
        svg.close("g").newline();
    }

    private static void value(Markup svg, CellValue value, String textColour, int x, int y, int size, boolean shared) {
        if (value == null) {
            return;
        }
        String[] position = {
            "x",
            num(x),
            "y",
            num(y),
            "text-anchor",
            "middle",
            "font-size",
            num(size),
            "font-weight",
            value.bold() ? "bold" : "normal"
        };
        String[] colour = value.error() ? SvgStyle.errorStyle() : new String[] {"fill", textColour};
        svg.open("text", SvgStyle.concat(position, colour))
                .open("tspan", "font-weight", "normal")
                .text(value.approach() + " ")
                .close("tspan")
                .text(value.text())
                .open("tspan", "font-size", "9", "font-weight", "normal")
                .text(value.rank() == 0 ? "" : " " + value.rankText(shared))
                .close("tspan")
                .close("text");
    }
}
