package io.threadbench.controller.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DecimalsTests {

    @Test
    void aPlainValueReadsAsTyped() {
        assertThat(Decimals.plain(50)).isEqualTo("50");
        assertThat(Decimals.plain(0.1)).isEqualTo("0.1");
        assertThat(Decimals.plain(-0.0)).isEqualTo("0");
        assertThat(Decimals.plain(0.00001)).as("no exponent").isEqualTo("0.00001");
        assertThat(Decimals.plain(1e20)).isEqualTo("100000000000000000000");
        assertThat(Decimals.plain(Double.NaN)).isEqualTo("NaN");
    }

    @Test
    void oneDecimalKeepsWholeNumbersWhole() {
        assertThat(Decimals.oneDecimal(3)).isEqualTo("3");
        assertThat(Decimals.oneDecimal(2.5)).isEqualTo("2.5");
        assertThat(Decimals.oneDecimal(0.25)).isEqualTo("0.3");
        assertThat(Decimals.oneDecimal(Double.POSITIVE_INFINITY)).isEqualTo("Infinity");
    }
}
