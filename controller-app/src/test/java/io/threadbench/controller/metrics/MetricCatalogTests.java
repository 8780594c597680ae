package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricInfo.Group;
import org.junit.jupiter.api.Test;

/** Every metric with a place in results.csv has a meaning: a label of its own, a group and a direction. */
class MetricCatalogTests {

    @Test
    void everyKnownMetricIsDefinedInTheCatalog() {
        assertThat(MetricNames.KNOWN).allSatisfy(name -> {
            MetricInfo info = MetricCatalog.of(name);
            assertThat(info.label()).as("label of %s", name).isNotEqualTo(name);
            assertThat(info.label()).as("label of %s", name).doesNotContain("_");
        });
    }

    @Test
    void theKindsOfErrorsAreRankedAsErrors() {
        assertThat(MetricNames.THREADBENCH.stream().filter(name -> name.startsWith("errors_")))
                .isNotEmpty()
                .allSatisfy(name -> {
                    assertThat(MetricCatalog.of(name).group()).as(name).isEqualTo(Group.ERRORS);
                    assertThat(MetricCatalog.of(name).label()).as(name).startsWith("Errors: ");
                });
    }
}
