package io.threadbench.controller;

import io.threadbench.controller.cli.CliArguments;
import io.threadbench.controller.cli.HeadlessMain;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/**
 * The Threadbench controller: dashboard, benchmark queue, measurement, storage, API and CLI. With the command
 * {@code run} (after any {@code --property=value} arguments) it runs one benchmark headless and exits.
 */
@SpringBootApplication
@ConfigurationPropertiesScan
public class ThreadbenchApplication {
    public static void main(String[] args) {
        int command = CliArguments.commandIndex(args);
        if (command >= 0) {
            System.exit(HeadlessMain.run(ThreadbenchApplication.class, args, command, System.out));
        }
        SpringApplication.run(ThreadbenchApplication.class, args);
    }
}
