package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class WinStrengthTests {

    @Test
    void strengthFollowsTheExponentialCurve() {
        assertThat(WinStrength.strength(0.1)).isCloseTo(0.503, within(0.0005));
        assertThat(WinStrength.strength(1.0)).isCloseTo(0.999, within(0.0005));
        assertThat(WinStrength.strength(0)).isEqualTo(0.0);
    }

    @Test
    void leadAboveOneIsCapped() {
        assertThat(WinStrength.strength(5.0))
                .isEqualTo(WinStrength.strength(1.0))
                .isLessThan(1.0);
    }

    @Test
    void leadIsARatioLessOneTheSameInBothDirections() {
        assertThat(WinStrength.lead(10, 11, false)).isCloseTo(0.1, within(1e-12)); // 1.1× lower
        assertThat(WinStrength.lead(110, 100, true)).isCloseTo(0.1, within(1e-12)); // 1.1× higher
        assertThat(WinStrength.lead(50, 100, false))
                .as("a 2× latency win leads as much as a 2× throughput win")
                .isEqualTo(WinStrength.lead(200, 100, true))
                .isEqualTo(1.0);
        assertThat(WinStrength.lead(-5, -4, false)).isCloseTo(0.25, within(1e-12));
    }

    @Test
    void bothZeroIsNoLeadAndZeroRunnerUpIsFullStrength() {
        assertThat(WinStrength.lead(0, 0, false)).isEqualTo(0.0);
        assertThat(WinStrength.lead(3, 0, true)).isInfinite();
        assertThat(WinStrength.lead(0, 3, false)).isInfinite();
        assertThat(WinStrength.strength(WinStrength.lead(3, 0, true))).isEqualTo(1.0);
    }

    @Test
    void negligibleBelowHalfAPercent() {
        assertThat(WinStrength.negligible(0.0049)).isTrue();
        assertThat(WinStrength.negligible(0.005)).isFalse();
        assertThat(WinStrength.strength(0.005)).isCloseTo(0.0344, within(0.0001));
    }

    @Test
    void rejectsNegativeLead() {
        assertThatThrownBy(() -> WinStrength.strength(-0.1)).isInstanceOf(IllegalArgumentException.class);
    }
}
