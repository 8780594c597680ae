package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.json.Json;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Every trust flag is defined once, with what it says about a trial and, unless it is a finding, what to do. */
class FlagCodeTests {

    @Test
    void everyFlagThatIsNotAFindingSaysWhatToDo() {
        assertThat(FlagCode.values()).allSatisfy(code -> {
            if (code.kind() == FlagCode.Kind.FINDING) {
                assertThat(code.advice()).as("advice of finding %s", code).isEmpty();
            } else {
                assertThat(code.advice()).as("advice of %s", code).hasValueSatisfying(advice -> {
                    assertThat(advice).isNotBlank().doesNotEndWith(".");
                    assertThat(Character.isLowerCase(advice.charAt(0))).isTrue();
                });
            }
            assertThat(code.label()).as("label of %s", code).isNotBlank().doesNotContain("_");
        });
    }

    @Test
    void onlyDoubtsQuestionTheMeasurementAndOnlyFindingsAreNeverAdvice() {
        assertThat(Arrays.stream(FlagCode.values()).filter(c -> new TrustFlag(c, "").questionsTheMeasurement()))
                .containsExactlyElementsOf(Arrays.stream(FlagCode.values())
                        .filter(c -> c.kind() == FlagCode.Kind.DOUBT)
                        .toList());
        assertThat(Arrays.stream(FlagCode.values()).filter(c -> new TrustFlag(c, "").reportsAFinding()))
                .containsExactly(FlagCode.SUT_FELL_BEHIND, FlagCode.REQUEST_ERRORS);
        assertThat(new TrustFlag(FlagCode.JIT_STILL_COMPILING, "").questionsTheMeasurement())
                .isFalse();
    }

    @Test
    void aFlagIsStoredAsItsCodeAndReasonOnly() {
        assertThat(Json.MAPPER.writeValueAsString(new TrustFlag(FlagCode.OTHER_LOAD, "busy")))
                .isEqualTo("{\"code\":\"OTHER_LOAD\",\"reason\":\"busy\"}");
    }

    @Test
    void aCodeNoLongerDefinedIsReadAsADoubtWithTheGeneralAdvice() {
        TrustFlag stored = new TrustFlag("WARP_DRIVE_OFFLINE", "an old trial's flag");
        assertThat(stored.questionsTheMeasurement()).isTrue();
        assertThat(stored.reportsAFinding()).isFalse();
        assertThat(stored.label()).isEqualTo("warp drive offline");
        assertThat(stored.advice()).isEqualTo("rerun on a quiet machine");
    }
}
