package io.threadbench.controller.variant;

import java.util.List;

/**
 * A service of the user's that variants can target (DESIGN §3a): a jar started with a variant's JDK, or a command
 * given as an argument list (never through a shell). {@code {port}} in the port argument or the command is the
 * port Threadbench picks; {@code {java}} as the command's first entry is the variant's java.
 *
 * @param jar               absolute path of an executable jar, or null for a command
 * @param command           the argument list, or empty for a jar
 * @param arguments         arguments after {@code -jar JAR} (jar only)
 * @param portArgument      how the service takes its port, default {@code --server.port={port}}
 * @param healthPath        answered with a 2xx once the service is ready, default {@code /actuator/health}
 * @param springBootVersion from the jar's manifest; null when it is not a Spring Boot jar
 * @param baseUrl           a service that runs already, elsewhere: Threadbench starts and stops nothing, only
 *                          loads it (e.g. {@code http://10.0.0.5:8080}); null for a jar or a command
 * @param jmxUrl            for a service that runs elsewhere, the JMX service URL its JVM answers on (e.g.
 *                          {@code service:jmx:rmi:///jndi/rmi://10.0.0.5:9010/jmxrmi}), for its heap, GC and thread
 *                          figures; null when it has none
 */
public record RegisteredService(
        String name,
        String description,
        String jar,
        List<String> command,
        List<String> arguments,
        String portArgument,
        String healthPath,
        String springBootVersion,
        String baseUrl,
        String jmxUrl) {

    public static final String DEFAULT_PORT_ARGUMENT = "--server.port={port}";
    public static final String DEFAULT_HEALTH_PATH = "/actuator/health";
    public static final String JAVA_PLACEHOLDER = "{java}";
    public static final String PORT_PLACEHOLDER = "{port}";

    public RegisteredService {
        description = description == null ? "" : description;
        command = command == null ? List.of() : List.copyOf(command);
        arguments = arguments == null ? List.of() : List.copyOf(arguments);
        portArgument = portArgument == null || portArgument.isBlank() ? DEFAULT_PORT_ARGUMENT : portArgument;
        healthPath = healthPath == null || healthPath.isBlank() ? DEFAULT_HEALTH_PATH : healthPath;
    }

    /** A service with a jar or a command (no base URL). */
    public RegisteredService(
            String name,
            String description,
            String jar,
            List<String> command,
            List<String> arguments,
            String portArgument,
            String healthPath,
            String springBootVersion) {
        this(name, description, jar, command, arguments, portArgument, healthPath, springBootVersion, null, null);
    }

    /** Runs already, elsewhere: Threadbench only loads it. */
    public boolean runsElsewhere() {
        return baseUrl != null && !baseUrl.isBlank();
    }

    public boolean startsFromJar() {
        return jar != null && !jar.isBlank();
    }

    public boolean springBootJar() {
        return springBootVersion != null;
    }

    /** Whether JVM options can reach the service's JVM: a jar, or a command that starts with {@code {java}}. */
    public boolean runsOnVariantJava() {
        return startsFromJar() || (!command.isEmpty() && command.getFirst().equals(JAVA_PLACEHOLDER));
    }

    /** Spring Boot 3.2 or newer: {@code spring.threads.virtual.enabled} exists. */
    public boolean supportsVirtualThreadsProperty() {
        if (springBootVersion == null) {
            return false;
        }
        String[] parts = springBootVersion.split("\\.");
        try {
            int major = Integer.parseInt(parts[0]);
            int minor = parts.length > 1 ? Integer.parseInt(parts[1].replaceAll("\\D.*", "")) : 0;
            return major > 3 || (major == 3 && minor >= 2);
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
