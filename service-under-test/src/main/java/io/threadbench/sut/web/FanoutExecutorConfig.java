package io.threadbench.sut.web;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;

/**
 * Threads for the parallel upstream calls of a blocking {@code /fanout}: a bounded pool of platform threads
 * for {@code platform-tomcat} and {@code platform-jetty} (that is the model being measured), a virtual thread per
 * call for the Loom ones.
 */
@Configuration(proxyBeanMethods = false)
class FanoutExecutorConfig {

    @Bean(destroyMethod = "shutdownNow")
    @Profile({"platform-tomcat", "platform-jetty"})
    ExecutorService platformFanoutExecutor(@Value("${sut.fanout.platform-threads:200}") int threads) {
        ThreadFactory factory =
                Thread.ofPlatform().name("fanout-", 0).daemon(true).factory();
        return Executors.newFixedThreadPool(threads, factory);
    }

    @Bean(destroyMethod = "shutdownNow")
    @Profile({"loom-tomcat", "loom-jetty", "loom-netty"})
    ExecutorService virtualFanoutExecutor() {
        return Executors.newThreadPerTaskExecutor(
                Thread.ofVirtual().name("fanout-", 0).factory());
    }
}
