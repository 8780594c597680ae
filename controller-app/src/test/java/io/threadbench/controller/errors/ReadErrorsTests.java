package io.threadbench.controller.errors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/** What Jackson cannot read is said in plain words, never with the names of its internals. */
class ReadErrorsTests {

    private final JsonMapper json = JsonMapper.builder().build();

    @Test
    void tooDeeplyNestedJsonSaysHowDeepAndNamesNoLibraryInternal() {
        String nested = "[".repeat(1500) + "]".repeat(1500);

        assertThatThrownBy(() -> json.readTree(nested)).isInstanceOfSatisfying(JacksonException.class, e -> {
            FieldError error = ReadErrors.fieldErrorOf(e);
            assertThat(error.message())
                    .isEqualTo("the input nests objects and lists 501 levels deep; at most 500 are read")
                    .doesNotContain("StreamReadConstraints")
                    .doesNotContain("getMaxNestingDepth");
        });
    }

    @Test
    void otherLimitsAreSaidPlainlyToo() {
        assertThat(
                        ReadErrors.tooLarge(
                                "Number value length (1200) exceeds the maximum allowed (1000, from `StreamReadConstraints.getMaxNumberLength()`)"))
                .isEqualTo("a number has 1200 digits; at most 1000 are read");
        assertThat(
                        ReadErrors.tooLarge(
                                "String value length (30000000) exceeds the maximum allowed (20000000, from `StreamReadConstraints.getMaxStringLength()`)"))
                .isEqualTo("a text value is 30000000 characters long; at most 20000000 are read");
        assertThat(ReadErrors.tooLarge("something else")).isEqualTo("the input is too large to read");
    }
}
