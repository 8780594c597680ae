package io.threadbench.controller;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/** The Threadbench controller: dashboard, orchestrator, measurement, storage, API and CLI. */
@SpringBootApplication
@ConfigurationPropertiesScan
public class ThreadbenchApplication {
    public static void main(String[] args) {
        SpringApplication.run(ThreadbenchApplication.class, args);
    }
}
