package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PercentagesTests {

    @Test
    void thirdsAddUpToExactlyOneHundred() {
        double[] shares = Percentages.ofTotal(new int[] {1, 1, 1}, 3);

        assertThat(shares).containsExactly(33.4, 33.3, 33.3);
        assertThat(Math.round(Arrays.stream(shares).sum() * 10)).isEqualTo(1000);
    }

    @Test
    void largestRemainderGetsTheRoundingUnit() {
        // 2/7 = 28.571, 1/7 = 14.286, 4/7 = 57.143: floors 28.5 + 14.2 + 57.1 = 99.8
        assertThat(Percentages.ofTotal(new int[] {2, 1, 4}, 7)).containsExactly(28.6, 14.3, 57.1);
    }

    @Test
    void exactSharesAreNotTouched() {
        assertThat(Percentages.ofTotal(new int[] {1, 3, 0}, 4)).containsExactly(25.0, 75.0, 0.0);
    }

    @Test
    void noTotalGivesZeros() {
        assertThat(Percentages.ofTotal(new int[] {0, 0}, 0)).containsExactly(0.0, 0.0);
    }
}
