package io.threadbench.controller.variant;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.contract.ApproachId;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ApproachTests {

    /** The SUT's own enum is held to the same list by its ArchitectureTests. */
    @Test
    void theApproachesAreTheContractsInItsOrder() {
        assertThat(Arrays.stream(Approach.values()).map(Approach::id)).containsExactlyElementsOf(ApproachId.ids());
    }
}
