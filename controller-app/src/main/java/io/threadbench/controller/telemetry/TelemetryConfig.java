package io.threadbench.controller.telemetry;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import oshi.SystemInfo;

/** One OSHI {@link SystemInfo} for the application's lifetime (it caches hardware lookups). */
@Configuration(proxyBeanMethods = false)
class TelemetryConfig {

    @Bean
    SystemInfo systemInfo() {
        return new SystemInfo();
    }
}
