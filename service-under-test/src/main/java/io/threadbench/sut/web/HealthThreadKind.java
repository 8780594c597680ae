package io.threadbench.sut.web;

import io.threadbench.sut.approach.ThreadKind;
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

/**
 * {@code X-Thread-Kind} on the actuator's endpoints too, which are not ours to annotate. On Tomcat a filter runs
 * on the thread that serves the request (platform or virtual); on Netty the actuator's reactive endpoints are
 * dispatched on the event loop in both Netty approaches (blocking execution only covers our controller methods),
 * and the header says so.
 */
@Configuration(proxyBeanMethods = false)
class HealthThreadKind {

    static final String ACTUATOR_PREFIX = "/actuator";

    @Bean
    @ConditionalOnWebApplication(type = Type.SERVLET)
    OncePerRequestFilter actuatorThreadKindFilter() {
        return new OncePerRequestFilter() {
            @Override
            protected boolean shouldNotFilter(HttpServletRequest request) {
                return !request.getRequestURI().startsWith(ACTUATOR_PREFIX);
            }

            @Override
            protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                    throws ServletException, IOException {
                response.setHeader(ThreadKind.HEADER, ThreadKind.current().headerValue());
                chain.doFilter(request, response);
            }
        };
    }

    @Bean
    @ConditionalOnWebApplication(type = Type.REACTIVE)
    WebFilter actuatorThreadKindWebFilter() {
        return (exchange, chain) -> {
            if (exchange.getRequest().getPath().value().startsWith(ACTUATOR_PREFIX)) {
                exchange.getResponse()
                        .getHeaders()
                        .set(ThreadKind.HEADER, ThreadKind.current().headerValue());
            }
            return chain.filter(exchange);
        };
    }
}
