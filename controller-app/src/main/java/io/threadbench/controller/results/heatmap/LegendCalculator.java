package io.threadbench.controller.results.heatmap;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Counts wins, equivalent cells, cells that could not tell and those without winner; ranks approaches by wins. */
final class LegendCalculator {

    private LegendCalculator() {}

    static Legend compute(List<CellRanking> cells, List<String> approaches, double smallestDifferencePercent) {
        // wins per approach, then equivalent, could not tell, no winner, doubtful, not enough data
        int[] counts = new int[approaches.size() + 5];
        int equivalent = approaches.size();
        int inconclusive = equivalent + 1;
        int noWinner = equivalent + 2;
        int doubtful = equivalent + 3;
        int notEnough = equivalent + 4;
        int empty = 0;
        int tested = 0;
        for (CellRanking cell : cells) {
            if (cell.difference() != null && cell.difference().hasBasis()) {
                tested++;
            }
            switch (cell.outcome()) {
                case WIN -> counts[approaches.indexOf(cell.winner())]++;
                case EQUIVALENT -> counts[equivalent]++;
                case INCONCLUSIVE -> counts[inconclusive]++;
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
                counts[equivalent],
                shares[equivalent],
                counts[inconclusive],
                shares[inconclusive],
                counts[noWinner],
                shares[noWinner],
                empty,
                counts[doubtful],
                shares[doubtful],
                counts[notEnough],
                shares[notEnough],
                tested,
                smallestDifferencePercent);
    }
}
