package io.threadbench.sut.upstream;

import java.net.URI;
import java.util.Map;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The upstream base URL: the configured one, or this service itself once its server knows its port
 * (so a SUT started on a random port calls itself by default).
 */
@Component
public class UpstreamTarget {

    private final String configured;
    private volatile String baseUrl;

    UpstreamTarget(UpstreamProperties properties) {
        this.configured = properties.baseUrl() == null || properties.baseUrl().isBlank()
                ? null
                : properties.baseUrl().replaceAll("/+$", "");
        this.baseUrl = configured;
    }

    @EventListener
    void onServerStarted(WebServerInitializedEvent event) {
        if (configured == null) {
            baseUrl = "http://127.0.0.1:" + event.getWebServer().getPort();
        }
    }

    public URI uri(String path, Map<String, ?> query) {
        if (baseUrl == null) {
            throw new UpstreamException("no upstream yet: the server has not started");
        }
        UriComponentsBuilder builder =
                UriComponentsBuilder.fromUriString(baseUrl).path(path);
        query.forEach(builder::queryParam);
        return builder.encode().build().toUri();
    }
}
