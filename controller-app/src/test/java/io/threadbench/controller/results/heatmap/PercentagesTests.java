package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PercentagesTests {

    @Test
    void eachShareIsRoundedToTheNearestTenth() {
        // 28.571, 14.286, 57.143
        assertThat(Percentages.ofTotal(new int[] {2, 1, 4}, 7)).containsExactly(28.6, 14.3, 57.1);
        // 11.111, 11.111, 44.444, 0, 33.333: sum 99.9
        assertThat(Percentages.ofTotal(new int[] {1, 1, 4, 0, 3}, 9)).containsExactly(11.1, 11.1, 44.4, 0.0, 33.3);
    }

    @Test
    void halvesRoundUp() {
        // 1/16 = 6.25 % -> 6.3; 1/8 = 12.5 % stays
        assertThat(Percentages.ofTotal(new int[] {1, 2, 13}, 16)).containsExactly(6.3, 12.5, 81.3);
    }

    @Test
    void equalCountsShowEqualShares() {
        assertThat(Percentages.ofTotal(new int[] {1, 1, 1}, 3)).containsExactly(33.3, 33.3, 33.3);
        assertThat(Percentages.ofTotal(new int[] {3, 1, 1, 1}, 6)).containsExactly(50.0, 16.7, 16.7, 16.7);
    }

    @Test
    void exactSharesStayExact() {
        assertThat(Percentages.ofTotal(new int[] {1, 3, 0}, 4)).containsExactly(25.0, 75.0, 0.0);
        assertThat(Percentages.ofTotal(new int[] {7}, 7)).containsExactly(100.0);
    }

    @Test
    void noTotalGivesZeros() {
        assertThat(Percentages.ofTotal(new int[] {0, 0}, 0)).containsExactly(0.0, 0.0);
    }
}
