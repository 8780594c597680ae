package io.threadbench.controller.web.live;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.socket.config.annotation.EnableWebSocket;
import org.springframework.web.socket.config.annotation.WebSocketConfigurer;
import org.springframework.web.socket.config.annotation.WebSocketHandlerRegistry;

/**
 * Registers {@code /ws/live}; only pages of the same origin may connect (Spring's default origin check). The
 * handshake is an HTTP request, so the access guard ({@code web.guard}) checks its token and Host first.
 */
@Configuration(proxyBeanMethods = false)
@EnableWebSocket
class LiveConfig implements WebSocketConfigurer {

    static final String PATH = "/ws/live";

    private final LiveSocketHandler handler;

    LiveConfig(LiveSocketHandler handler) {
        this.handler = handler;
    }

    @Override
    public void registerWebSocketHandlers(WebSocketHandlerRegistry registry) {
        registry.addHandler(handler, PATH);
    }
}
