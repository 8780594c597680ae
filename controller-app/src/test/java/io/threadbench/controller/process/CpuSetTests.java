package io.threadbench.controller.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.threadbench.controller.errors.FieldError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** CPU lists as Linux writes them, and the rules of a benchmark's CPU plan. */
class CpuSetTests {

    @Test
    void listsReadAndWriteAsLinuxDoes() {
        assertThat(CpuSet.parse("0").cores()).containsExactly(0);
        assertThat(CpuSet.parse(" 3,0-1 ,5-6").cores()).containsExactly(0, 1, 3, 5, 6);
        assertThat(CpuSet.parse("3,0-1,5-6,2").list()).isEqualTo("0-3,5-6");
        assertThat(CpuSet.range(2, 3).list()).isEqualTo("2-3");
        assertThat(CpuSet.parse("1").overlaps(CpuSet.parse("0-1"))).isTrue();
        assertThat(CpuSet.parse("1").overlaps(CpuSet.parse("0"))).isFalse();
    }

    @Test
    void badListsSayWhatIsWrongInPlainWords() {
        assertThatThrownBy(() -> CpuSet.parse("")).hasMessage("a CPU set names at least one core, e.g. 0 or 0-1,3");
        assertThatThrownBy(() -> CpuSet.parse("a-b"))
                .hasMessage("'a-b' is not a list of cores: use core numbers and ranges such as 0 or 0-1,3");
        assertThatThrownBy(() -> CpuSet.parse("0,,1")).hasMessageContaining("is not a list of cores");
        assertThatThrownBy(() -> CpuSet.parse("3-1")).hasMessage("the range 3-1 in '3-1' runs backwards; write 1-3");
    }

    @Test
    void theDefaultPinsHalvesFromFourCoresAndNothingBelow() {
        assertThat(CpuPlan.defaultFor(2)).isEqualTo(CpuPlan.NONE);
        CpuPlan eight = CpuPlan.defaultFor(8);
        assertThat(eight.lists())
                .containsExactly(
                        Map.entry("sut", "0-3"),
                        Map.entry("upstream", "4-7"),
                        Map.entry("loadgen", "4-7"),
                        Map.entry("controller", "4-7"));
        assertThat(eight.problems(8, true)).isEmpty();
        assertThat(eight.describe()).isEqualTo("SUT 0-3, upstream 4-7, k6 4-7, controller 4-7");
    }

    @Test
    void aPlanIsCheckedAgainstTheMachineAndKeepsTheSutsCoresItsOwn() {
        List<FieldError> errors = new ArrayList<>();
        Map<String, String> lists = new LinkedHashMap<>();
        lists.put("sut", "0-1");
        lists.put("loadgen", "1");
        lists.put("controller", "7");
        lists.put("database", "0");
        lists.put("upstream", "x");
        CpuPlan plan = CpuPlan.parse(lists, false, errors);

        assertThat(errors)
                .containsExactly(
                        new FieldError(
                                "cpuSets.database",
                                "unknown role 'database'; roles are sut, upstream, loadgen, controller"),
                        new FieldError(
                                "cpuSets.upstream",
                                "upstream: 'x' is not a list of cores: use core numbers and ranges such as 0 or 0-1,3"));
        assertThat(plan.problems(2, true))
                .containsExactly(
                        new FieldError(
                                "cpuSets.controller", "controller: core 7 does not exist; this machine has cores 0-1"),
                        new FieldError(
                                "cpuSets.loadgen",
                                "loadgen (1) shares cores with the SUT (0-1); give it other cores or allow overlap"));
        assertThat(CpuPlan.parse(Map.of("sut", "0-1", "loadgen", "1"), true, errors)
                        .problems(2, true))
                .isEmpty();
        assertThat(plan.problems(2, false))
                .containsExactly(new FieldError(
                        "cpuSets", "CPU sets need Linux with taskset (util-linux) on the PATH; leave them empty here"));
        assertThat(CpuPlan.NONE.problems(1, false)).isEmpty();
    }
}
