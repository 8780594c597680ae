package io.threadbench.controller.cli;

import io.threadbench.controller.cli.CliArguments.UsageException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Entry of {@code java -jar controller-app.jar [--property=value...] run [options]}: the controller without
 * its web server (no port is bound), running one benchmark and exiting with its outcome.
 */
public final class HeadlessMain {

    private HeadlessMain() {}

    /**
     * @param commandIndex where {@code run} is in {@code args}; the arguments before it are Spring properties, and
     *                     so are {@code --a.b=value} arguments after it
     * @return the exit code
     */
    public static int run(Class<?> application, String[] args, int commandIndex, PrintStream out) {
        List<String> cliArgs = List.of(args).subList(commandIndex + 1, args.length);
        CliArguments arguments;
        try {
            arguments = CliArguments.parse(cliArgs);
        } catch (UsageException e) {
            out.println("threadbench run: " + e.getMessage());
            out.println();
            out.print(CliArguments.USAGE);
            return HeadlessRun.USAGE;
        }
        if (arguments.help()) {
            out.print(CliArguments.USAGE);
            return HeadlessRun.OK;
        }
        List<String> springArgs = new ArrayList<>(Arrays.asList(args).subList(0, commandIndex));
        springArgs.addAll(arguments.properties());
        SpringApplication spring = new SpringApplication(application);
        spring.setWebApplicationType(WebApplicationType.NONE);
        // the progress lines are the output; the log only speaks up for problems
        spring.setDefaultProperties(Map.of("logging.level.root", "warn", "spring.main.log-startup-info", "false"));
        try (ConfigurableApplicationContext context = spring.run(springArgs.toArray(String[]::new))) {
            return context.getBean(HeadlessRun.class).run(arguments, out);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            out.println("threadbench: interrupted");
            return HeadlessRun.FAILED;
        }
    }
}
