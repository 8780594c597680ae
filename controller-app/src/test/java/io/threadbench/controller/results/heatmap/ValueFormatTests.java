package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ValueFormatTests {

    @Test
    void threeSignificantDigitsBelowOneThousand() {
        assertThat(ValueFormat.format(12.345)).isEqualTo("12.3");
        assertThat(ValueFormat.format(12.35)).isEqualTo("12.4");
        assertThat(ValueFormat.format(1.5)).isEqualTo("1.5");
        assertThat(ValueFormat.format(123.456)).isEqualTo("123");
        assertThat(ValueFormat.format(0.045678)).isEqualTo("0.0457");
        assertThat(ValueFormat.format(-2.5)).isEqualTo("-2.5");
        assertThat(ValueFormat.format(999.6)).isEqualTo("1000");
    }

    @Test
    void wholeNumbersWithoutSeparatorsFromOneThousand() {
        assertThat(ValueFormat.format(12345.6)).isEqualTo("12346");
        assertThat(ValueFormat.format(1_000_000)).isEqualTo("1000000");
    }

    @Test
    void specialValues() {
        assertThat(ValueFormat.format(0)).isEqualTo("0");
        assertThat(ValueFormat.format(-0.0)).isEqualTo("0");
        assertThat(ValueFormat.format(Double.NaN)).isEqualTo("n/a");
        assertThat(ValueFormat.percent(12.345)).isEqualTo("12.3 %");
    }
}
