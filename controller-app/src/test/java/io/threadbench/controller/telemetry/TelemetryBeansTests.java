package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricContributor;
import io.threadbench.controller.metrics.TelemetryMetrics;
import io.threadbench.controller.metrics.TrustChecks;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import oshi.SystemInfo;

/** The package's beans wire up in a Spring context, sharing one SystemInfo, and feed the telemetry metrics. */
class TelemetryBeansTests {

    @Test
    void beansShareOneSystemInfo() {
        try (var context = new AnnotationConfigApplicationContext()) {
            context.scan(TelemetryBeansTests.class.getPackageName());
            context.register(TelemetryMetrics.class, TrustChecks.class); // metrics that read telemetry
            context.refresh();

            assertThat(context.getBeansOfType(SystemInfo.class)).hasSize(1);
            assertThat(context.getBean(TelemetrySource.class)).isInstanceOf(OshiTelemetrySource.class);
            assertThat(context.getBeansOfType(MetricContributor.class).values())
                    .hasOnlyElementsOfType(TelemetryMetrics.class)
                    .hasSize(1);
            assertThat(context.getBean(TrustChecks.class)).isNotNull();
            assertThat(context.getBean(EnvironmentProbe.class).threadbenchVersion())
                    .isEqualTo("dev");
        }
    }
}
