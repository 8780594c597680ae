package io.threadbench.sut.upstream;

import io.threadbench.sut.Approach;
import java.net.URI;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.util.Timeout;
import org.springframework.context.annotation.Profile;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;

/**
 * Upstream calls of the blocking approaches: {@link RestClient} over a pooled Apache HttpClient, so the
 * calling thread (platform or virtual) waits for the answer.
 */
@Component
@Profile(Approach.BLOCKING_PROFILE)
public class BlockingUpstream implements AutoCloseable {

    private final CloseableHttpClient httpClient;
    private final RestClient restClient;

    BlockingUpstream(UpstreamProperties properties, RestClient.Builder builder) {
        this.httpClient = httpClient(properties);
        this.restClient = builder.requestFactory(new HttpComponentsClientHttpRequestFactory(httpClient))
                .build();
    }

    public UpstreamReply get(URI uri) {
        try {
            return reply(restClient.get().uri(uri).retrieve().toEntity(byte[].class));
        } catch (RestClientException e) {
            throw new UpstreamException("upstream GET " + uri.getPath() + " failed: " + e.getMessage(), e);
        }
    }

    public UpstreamReply post(URI uri, Object jsonBody) {
        try {
            return reply(restClient
                    .post()
                    .uri(uri)
                    .contentType(MediaType.APPLICATION_JSON)
                    .body(jsonBody)
                    .retrieve()
                    .toEntity(byte[].class));
        } catch (RestClientException e) {
            throw new UpstreamException("upstream POST " + uri.getPath() + " failed: " + e.getMessage(), e);
        }
    }

    private static UpstreamReply reply(ResponseEntity<byte[]> entity) {
        byte[] body = entity.getBody() == null ? new byte[0] : entity.getBody();
        return new UpstreamReply(body, UpstreamReply.hopsOf(entity.getHeaders().getFirst(UpstreamReply.HOPS_HEADER)));
    }

    private static CloseableHttpClient httpClient(UpstreamProperties properties) {
        PoolingHttpClientConnectionManager pool = PoolingHttpClientConnectionManagerBuilder.create()
                .setMaxConnTotal(properties.maxConnections())
                .setMaxConnPerRoute(properties.maxConnections())
                .setDefaultConnectionConfig(ConnectionConfig.custom()
                        .setConnectTimeout(Timeout.of(properties.connectTimeout()))
                        .setSocketTimeout(Timeout.of(properties.responseTimeout()))
                        .build())
                .build();
        return HttpClients.custom()
                .setConnectionManager(pool)
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setConnectionRequestTimeout(Timeout.of(properties.pendingAcquireTimeout()))
                        .setResponseTimeout(Timeout.of(properties.responseTimeout()))
                        .build())
                .disableAutomaticRetries()
                .build();
    }

    @Override
    public void close() throws Exception {
        httpClient.close();
    }
}
