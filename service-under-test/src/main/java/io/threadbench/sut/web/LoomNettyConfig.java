package io.threadbench.sut.web;

import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;
import org.springframework.core.task.VirtualThreadTaskExecutor;
import org.springframework.web.reactive.config.BlockingExecutionConfigurer;
import org.springframework.web.reactive.config.WebFluxConfigurer;

/**
 * {@code loom-netty}: WebFlux on Netty, but controller methods with non-reactive return types (all of
 * {@link BlockingEndpoints}) run on a new virtual thread each instead of on the event loop.
 */
@Configuration(proxyBeanMethods = false)
@Profile("loom-netty")
class LoomNettyConfig implements WebFluxConfigurer {

    @Override
    public void configureBlockingExecution(BlockingExecutionConfigurer configurer) {
        configurer.setExecutor(new VirtualThreadTaskExecutor("loom-netty-"));
    }
}
