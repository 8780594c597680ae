package io.threadbench.controller.telemetry;

import oshi.SystemInfo;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** One OSHI {@link SystemInfo} for the application's lifetime (it caches hardware lookups). */
@Configuration(proxyBeanMethods = false)
class TelemetryConfig {

    @Bean
    SystemInfo systemInfo() {
        return new SystemInfo();
    }
}
