package io.threadbench.controller.results.heatmap;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Counts wins, ties and cells without winner; ranks approaches by wins. */
final class LegendCalculator {

    private LegendCalculator() {}

    static Legend compute(List<CellRanking> cells, List<String> approaches) {
        // wins per approach, then ties, no winner, doubtful, not enough data
        int[] counts = new int[approaches.size() + 4];
        int ties = approaches.size();
        int noWinner = ties + 1;
        int doubtful = ties + 2;
        int notEnough = ties + 3;
        int empty = 0;
        int tested = 0;
        for (CellRanking cell : cells) {
            if (cell.difference() != null && cell.difference().hasBasis()) {
                tested++;
            }
            switch (cell.outcome()) {
                case WIN -> counts[approaches.indexOf(cell.winner())]++;
                case TIE -> counts[ties]++;
                case NO_WINNER -> counts[noWinner]++;
                case DOUBTFUL -> counts[doubtful]++;
                case NOT_ENOUGH_DATA -> counts[notEnough]++;
                case EMPTY -> empty++;
            }
        }
        int rated = cells.size() - empty;
        double[] shares = Percentages.ofTotal(counts, rated);
        List<LegendEntry> entries = new ArrayList<>();
        for (int i = 0; i < approaches.size(); i++) {
            int rank = 1;
            for (int j = 0; j < approaches.size(); j++) {
                if (counts[j] > counts[i]) {
                    rank++;
                }
            }
            String approach = approaches.get(i);
            entries.add(new LegendEntry(approach, ApproachColours.colourOf(approach), rank, counts[i], shares[i]));
        }
        entries.sort(Comparator.comparingInt(LegendEntry::rank)); // stable: table order within a rank
        return new Legend(
                entries,
                rated,
                counts[ties],
                shares[ties],
                counts[noWinner],
                shares[noWinner],
                empty,
                counts[doubtful],
                shares[doubtful],
                counts[notEnough],
                shares[notEnough],
                tested);
    }
}
