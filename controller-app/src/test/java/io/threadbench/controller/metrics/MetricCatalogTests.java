package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.metrics.MetricInfo.Group;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every metric with a place in results.csv has a meaning: a label of its own, a group and a direction. */
public class MetricCatalogTests {

    /**
     * Fails naming every produced metric that {@link Metric} does not define: the drift check that the trial tests
     * run on the metrics a real trial stored.
     */
    public static void assertDefined(Map<String, Double> produced) {
        assertThat(produced.keySet())
                .as("produced metrics")
                .isNotEmpty()
                .allSatisfy(name -> assertThat(Metric.of(name))
                        .as("the definition of produced metric %s", name)
                        .isPresent());
    }

    @Test
    void everyKindOfFailedRequestHasItsMetric() {
        assertThat(ErrorKind.values())
                .allSatisfy(kind ->
                        assertThat(Metric.of(kind.metric())).as(kind.metric()).isPresent());
    }

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
