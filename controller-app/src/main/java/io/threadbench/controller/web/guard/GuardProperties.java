package io.threadbench.controller.web.guard;

import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The guard's settings, beside {@link io.threadbench.controller.config.ThreadbenchProperties} under the same prefix.
 *
 * @param accessToken  {@code threadbench.access-token} (or {@code THREADBENCH_ACCESS_TOKEN}): required on every
 *                     request when set; when unset and the controller listens beyond loopback, one is generated
 * @param allowedHosts {@code threadbench.allowed-hosts}: {@code Host} names accepted on loopback besides
 *                     {@code localhost}, {@code 127.0.0.1} and {@code [::1]} (e.g. a name in /etc/hosts)
 */
@ConfigurationProperties("threadbench")
public record GuardProperties(String accessToken, List<String> allowedHosts) {

    public GuardProperties {
        allowedHosts = allowedHosts == null ? List.of() : List.copyOf(allowedHosts);
    }
}
