package io.threadbench.sut.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication.Type;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.server.WebFilter;
import reactor.core.publisher.Mono;

/**
 * Applies {@link ExtraDelayProperties} to every answer, errors included, in the way of each web stack. On Tomcat
 * the request's own thread sleeps before the handler runs, so a platform thread stays busy that much longer, as if
 * the handler were slower. On Netty the response's commit waits on a timer ({@code Mono.delay}): no event loop
 * blocks, and the handler still runs on the thread its approach uses.
 */
@Configuration(proxyBeanMethods = false)
class ExtraDelayFilters {

    @Bean
    @ConditionalOnWebApplication(type = Type.SERVLET)
    OncePerRequestFilter extraDelayFilter(ExtraDelayProperties properties) {
        return new OncePerRequestFilter() {
            @Override
            protected boolean shouldNotFilter(HttpServletRequest request) {
                return properties.isNone() || request.getRequestURI().startsWith(HealthThreadKind.ACTUATOR_PREFIX);
            }

            @Override
            protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                    throws ServletException, IOException {
                // before the handler: once it has written its answer, the message converter has already flushed it
                try {
                    Thread.sleep(properties.extraDelay());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new ServletException("interrupted during the extra delay", e);
                }
                chain.doFilter(request, response);
            }
        };
    }

    @Bean
    @ConditionalOnWebApplication(type = Type.REACTIVE)
    WebFilter extraDelayWebFilter(ExtraDelayProperties properties) {
        return (exchange, chain) -> {
            if (!properties.isNone()
                    && !exchange.getRequest().getPath().value().startsWith(HealthThreadKind.ACTUATOR_PREFIX)) {
                exchange.getResponse()
                        .beforeCommit(() -> Mono.delay(properties.extraDelay()).then());
            }
            return chain.filter(exchange);
        };
    }
}
