package io.threadbench.controller.variant;

import io.threadbench.controller.errors.FieldError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarFile;
import java.util.regex.Pattern;

/**
 * What a registered service must be: a readable jar or a command as an argument list whose entries a shell
 * would not be needed for (the controller never starts one), a port argument with {@code {port}} and a health
 * path. Each problem is a field error in plain words.
 */
final class ServiceRules {

    static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,59}");
    static final int MAX_ARGUMENTS = 50;
    private static final Pattern SHELL_SYNTAX = Pattern.compile(".*[;&|$`<>\\n\\r].*");
    private static final List<String> SHELLS = List.of("sh", "bash", "dash", "zsh", "ksh", "fish", "csh", "tcsh");

    private ServiceRules() {}

    /** Checks the service; returns it with the Spring Boot version read from its jar. */
    static RegisteredService check(RegisteredService service, List<FieldError> errors) {
        String name = service.name() == null ? "" : service.name().strip();
        if (name.isEmpty()) {
            errors.add(new FieldError("name", "name is required"));
        } else if (!NAME.matcher(name).matches()) {
            errors.add(new FieldError(
                    "name",
                    "name must be lower-case letters, digits and '-', starting with a letter or digit, "
                            + "at most 60 characters; got '" + name + "'"));
        }
        boolean hasJar = service.startsFromJar();
        boolean hasCommand = !service.command().isEmpty();
        boolean elsewhere = service.runsElsewhere();
        String springBoot = null;
        int ways = (hasJar ? 1 : 0) + (hasCommand ? 1 : 0) + (elsewhere ? 1 : 0);
        if (ways != 1) {
            errors.add(new FieldError(
                    "jar",
                    ways == 0
                            ? "give the service's jar, a command to start it, or the base URL where it runs"
                            : "give one of a jar, a command or a base URL"));
        } else if (elsewhere) {
            checkBaseUrl(service.baseUrl().strip(), errors);
            if (service.jmxUrl() != null && !service.jmxUrl().isBlank()) {
                checkJmxUrl(service.jmxUrl().strip(), errors);
            }
            if (!service.arguments().isEmpty()) {
                errors.add(new FieldError("arguments", "a service that runs elsewhere is not started: no arguments"));
            }
        } else if (hasJar) {
            springBoot = checkJar(service.jar().strip(), errors);
            checkArguments("arguments", service.arguments(), errors);
        } else {
            checkCommand(service.command(), errors);
            if (!service.arguments().isEmpty()) {
                errors.add(new FieldError("arguments", "arguments go into the command itself for a command service"));
            }
        }
        if (!elsewhere && service.jmxUrl() != null && !service.jmxUrl().isBlank()) {
            errors.add(new FieldError(
                    "jmxUrl",
                    "a JMX URL is only for a service that runs elsewhere; Threadbench attaches to the JVMs it starts"));
        }
        if (!service.portArgument().contains(RegisteredService.PORT_PLACEHOLDER)) {
            errors.add(
                    new FieldError("portArgument", "the port argument must contain {port}, e.g. --server.port={port}"));
        } else {
            shellProblem(service.portArgument())
                    .ifPresent(problem -> errors.add(new FieldError("portArgument", problem)));
        }
        String health = service.healthPath();
        if (!health.startsWith("/") || health.length() > 200 || !health.matches("/[A-Za-z0-9/_.~%?=&+-]*")) {
            errors.add(new FieldError(
                    "healthPath",
                    "the health path must start with '/' and be a plain URL path, e.g. /actuator/health"));
        }
        String description = service.description();
        if (description.length() > 2000) {
            errors.add(new FieldError("description", "description must be at most 2000 characters"));
        }
        return new RegisteredService(
                name,
                description,
                hasJar ? service.jar().strip() : null,
                service.command(),
                service.arguments(),
                service.portArgument(),
                health,
                springBoot,
                elsewhere && ways == 1 ? stripSlash(service.baseUrl().strip()) : null,
                elsewhere
                                && ways == 1
                                && service.jmxUrl() != null
                                && !service.jmxUrl().isBlank()
                        ? service.jmxUrl().strip()
                        : null);
    }

    private static void checkJmxUrl(String url, List<FieldError> errors) {
        try {
            new javax.management.remote.JMXServiceURL(url);
        } catch (java.net.MalformedURLException e) {
            errors.add(new FieldError(
                    "jmxUrl",
                    "'" + url + "' is not a JMX service URL; it looks like "
                            + "service:jmx:rmi:///jndi/rmi://HOST:PORT/jmxrmi"));
        }
    }

    private static String stripSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    private static void checkBaseUrl(String url, List<FieldError> errors) {
        java.net.URI uri;
        try {
            uri = new java.net.URI(url);
        } catch (java.net.URISyntaxException e) {
            errors.add(new FieldError("baseUrl", "'" + url + "' is not a URL: " + e.getReason()));
            return;
        }
        if (!("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) || uri.getHost() == null) {
            errors.add(new FieldError(
                    "baseUrl",
                    "the base URL must be http:// or https:// with a host, e.g. http://10.0.0.5:8080; got '" + url
                            + "'"));
        } else if (uri.getQuery() != null || uri.getFragment() != null) {
            errors.add(
                    new FieldError("baseUrl", "the base URL takes no query or fragment; paths go into the requests"));
        }
    }

    /** The Spring Boot version in the jar's manifest, null when it has none. */
    private static String checkJar(String jar, List<FieldError> errors) {
        Path path;
        try {
            path = Path.of(jar);
        } catch (InvalidPathException e) {
            errors.add(new FieldError("jar", "'" + jar + "' is not a valid path"));
            return null;
        }
        if (!path.isAbsolute()) {
            errors.add(new FieldError("jar", "give the jar's absolute path, e.g. /home/me/app/target/app.jar"));
            return null;
        }
        if (!Files.isRegularFile(path)) {
            errors.add(new FieldError("jar", "there is no file " + jar));
            return null;
        }
        if (!Files.isReadable(path)) {
            errors.add(new FieldError("jar", jar + " cannot be read by the controller"));
            return null;
        }
        try (InputStream in = Files.newInputStream(path)) {
            byte[] magic = in.readNBytes(4);
            if (magic.length < 4 || magic[0] != 'P' || magic[1] != 'K' || magic[2] != 3 || magic[3] != 4) {
                errors.add(new FieldError("jar", jar + " is not a jar (not a zip file)"));
                return null;
            }
        } catch (IOException e) {
            errors.add(new FieldError("jar", jar + " cannot be read: " + e.getMessage()));
            return null;
        }
        try (JarFile file = new JarFile(path.toFile())) {
            var manifest = file.getManifest();
            if (manifest == null || manifest.getMainAttributes().getValue("Main-Class") == null) {
                errors.add(new FieldError(
                        "jar", jar + " has no Main-Class in its manifest, so java -jar cannot start it"));
                return null;
            }
            return manifest.getMainAttributes().getValue("Spring-Boot-Version");
        } catch (IOException e) {
            errors.add(new FieldError("jar", jar + " is not a readable jar: " + e.getMessage()));
            return null;
        }
    }

    private static void checkCommand(List<String> command, List<FieldError> errors) {
        if (command.size() > MAX_ARGUMENTS) {
            errors.add(new FieldError("command", "at most " + MAX_ARGUMENTS + " entries"));
            return;
        }
        String first = command.getFirst() == null ? "" : command.getFirst();
        if (!first.equals(RegisteredService.JAVA_PLACEHOLDER)) {
            if (first.chars().anyMatch(Character::isWhitespace)) {
                errors.add(new FieldError(
                        "command[0]",
                        "'" + first + "' holds spaces: give the program and each argument as separate entries"));
            } else if (!first.startsWith("/")) {
                errors.add(new FieldError(
                        "command[0]",
                        "start the command with {java} or the program's absolute path; got '" + first + "'"));
            } else if (!Files.isRegularFile(Path.of(first)) || !Files.isExecutable(Path.of(first))) {
                errors.add(new FieldError("command[0]", first + " is not an executable file"));
            } else if (SHELLS.contains(Path.of(first).getFileName().toString())) {
                errors.add(new FieldError(
                        "command[0]", "Threadbench does not start services through a shell; give the program itself"));
            }
        }
        checkArguments("command", command.subList(1, command.size()), 1, errors);
    }

    private static void checkArguments(String field, List<String> arguments, List<FieldError> errors) {
        if (arguments.size() > MAX_ARGUMENTS) {
            errors.add(new FieldError(field, "at most " + MAX_ARGUMENTS + " entries"));
            return;
        }
        checkArguments(field, arguments, 0, errors);
    }

    private static void checkArguments(String field, List<String> arguments, int offset, List<FieldError> errors) {
        for (int i = 0; i < arguments.size(); i++) {
            String argument = arguments.get(i);
            String at = field + "[" + (i + offset) + "]";
            if (argument == null || argument.isEmpty()) {
                errors.add(new FieldError(at, "an entry is empty"));
            } else if (argument.length() > 1000) {
                errors.add(new FieldError(at, "an entry is longer than 1000 characters"));
            } else {
                shellProblem(argument).ifPresent(problem -> errors.add(new FieldError(at, problem)));
            }
        }
    }

    private static Optional<String> shellProblem(String argument) {
        if (SHELL_SYNTAX.matcher(argument).matches()) {
            return Optional.of("'" + argument + "' holds shell syntax (; & | $ ` < > or a line break); "
                    + "the service is started without a shell, so give plain arguments");
        }
        return Optional.empty();
    }
}
