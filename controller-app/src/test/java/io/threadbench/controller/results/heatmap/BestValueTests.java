package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which column of a summary row (the dashboard's and the report's) is marked best. */
class BestValueTests {

    @Test
    void theBestValueIsMarkedUnlessAnotherReadsTheSame() {
        assertThat(BestValue.column(List.of(104.0, 107.0, 104.4), false))
                .as("104 and 104 read the same")
                .isEqualTo(-1);
        assertThat(BestValue.column(List.of(4001.0, 4000.5, 3990.0), true)).isEqualTo(-1);
        assertThat(BestValue.column(List.of(104.0, 107.0, 109.0), false)).isZero();
        assertThat(BestValue.column(List.of(300.0, 160.0), true)).isZero();
        assertThat(BestValue.column(List.of(1.0, 1.0), true)).as("a draw").isEqualTo(-1);
        assertThat(BestValue.column(Arrays.asList(null, 160.0, 170.0), true)).isEqualTo(2);
        assertThat(BestValue.column(Arrays.asList(160.0, null), true))
                .as("one value: nothing to compare")
                .isEqualTo(-1);
    }
}
