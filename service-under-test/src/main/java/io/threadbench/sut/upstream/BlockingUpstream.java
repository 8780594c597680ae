package io.threadbench.sut.upstream;

import io.threadbench.sut.approach.Approach;
import java.net.URI;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.util.Timeout;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Profile;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.client.ClientHttpRequestFactory;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.http.client.ReactorClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;
import reactor.netty.resources.ConnectionProvider;

/**
 * Upstream calls of the blocking approaches: {@link RestClient} over the client {@code sut.upstream.client} names
 * (pooled Apache HttpClient 5 by default, the JDK's client, or Reactor Netty's), so the calling thread (platform or
 * virtual) waits for the answer.
 */
@Component
@Profile(Approach.BLOCKING_PROFILE)
public class BlockingUpstream implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(BlockingUpstream.class);

    private final UpstreamClient client;
    private final AutoCloseable resources;
    private final RestClient restClient;

    BlockingUpstream(UpstreamProperties properties, RestClient.Builder builder) {
        this.client = properties.client();
        ClientHttpRequestFactory factory;
        switch (client) {
            case APACHE5 -> {
                CloseableHttpClient apache = apacheClient(properties);
                factory = new HttpComponentsClientHttpRequestFactory(apache);
                resources = apache;
            }
            case JDK -> {
                factory = jdkFactory(properties);
                resources = () -> {};
            }
            case REACTOR_NETTY -> {
                ConnectionProvider pool = reactorPool(properties);
                factory = reactorFactory(pool, properties);
                resources = pool::dispose;
            }
            default -> throw new IllegalStateException("unknown upstream client " + client);
        }
        this.restClient = builder.requestFactory(factory).build();
        log.info("Upstream client of the blocking approach: {}", client);
    }

    /** Which client the calls go through. */
    public UpstreamClient client() {
        return client;
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

    private static ClientHttpRequestFactory jdkFactory(UpstreamProperties properties) {
        JdkClientHttpRequestFactory factory = new JdkClientHttpRequestFactory(java.net.http.HttpClient.newBuilder()
                .version(java.net.http.HttpClient.Version.HTTP_1_1)
                .connectTimeout(properties.connectTimeout())
                .build());
        factory.setReadTimeout(properties.responseTimeout());
        return factory;
    }

    private static ConnectionProvider reactorPool(UpstreamProperties properties) {
        return ConnectionProvider.builder("sut-upstream")
                .maxConnections(properties.maxConnections())
                .pendingAcquireTimeout(properties.pendingAcquireTimeout())
                .pendingAcquireMaxCount(-1)
                .build();
    }

    private static ClientHttpRequestFactory reactorFactory(ConnectionProvider pool, UpstreamProperties properties) {
        ReactorClientHttpRequestFactory factory =
                new ReactorClientHttpRequestFactory(reactor.netty.http.client.HttpClient.create(pool));
        factory.setConnectTimeout(properties.connectTimeout());
        factory.setReadTimeout(properties.responseTimeout());
        return factory;
    }

    private static CloseableHttpClient apacheClient(UpstreamProperties properties) {
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
        resources.close();
    }
}
