package io.threadbench.controller.variant;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.scenario.LaunchOptionRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * What a variant may be (DESIGN §3a): a slug label that is not a built-in approach id, exactly one known target, a
 * JDK that is one (21+ for the built-in SUT and for virtual threads), and JVM options, server properties and
 * environment variables within the rules scenarios use ({@link LaunchOptionRules}).
 */
final class VariantRules {

    static final Pattern LABEL = Pattern.compile("[a-z0-9][a-z0-9-]{0,59}");
    static final int MAX_ENVIRONMENT = 50;
    /** The oldest JDK with virtual threads, and the one the built-in SUT is compiled for. */
    static final int VIRTUAL_THREADS_JDK = 21;

    private static final Pattern ENV_NAME = Pattern.compile("[A-Z_][A-Z0-9_]{0,99}");
    /** Variables that would bypass the JVM option rules, load foreign code or change which programs run. */
    private static final List<String> FORBIDDEN_ENV =
            List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH", "PATH", "JAVA_HOME");

    private VariantRules() {}

    /**
     * Checks a definition and resolves it: the service looked up, the JDK described.
     *
     * @return the resolved variant, or empty when there were errors (added to {@code errors})
     */
    static Optional<Variant> check(
            VariantDefinition definition,
            Function<String, Optional<RegisteredService>> services,
            JdkCatalog jdks,
            List<FieldError> errors) {
        int before = errors.size();
        String label = definition.label() == null ? "" : definition.label().strip();
        if (label.isEmpty()) {
            errors.add(new FieldError("label", "label is required"));
        } else if (!LABEL.matcher(label).matches()) {
            errors.add(new FieldError(
                    "label",
                    "label must be lower-case letters, digits and '-', starting with a letter or digit, "
                            + "at most 60 characters; got '" + label + "'"));
        } else if (isApproachId(label)) {
            errors.add(new FieldError("label", "'" + label + "' is a built-in variant; choose another label"));
        }
        if (definition.description().length() > 2000) {
            errors.add(new FieldError("description", "description must be at most 2000 characters"));
        }
        RegisteredService service = null;
        if ((definition.approach() == null) == (definition.service() == null)) {
            errors.add(new FieldError(
                    "approach",
                    definition.approach() == null
                            ? "choose a target: a built-in approach (" + Approach.ids() + ") or a registered service"
                            : "choose either a built-in approach or a registered service, not both"));
        } else if (definition.approach() != null && !isApproachId(definition.approach())) {
            errors.add(new FieldError(
                    "approach", "unknown approach '" + definition.approach() + "', expected one of " + Approach.ids()));
        } else if (definition.service() != null) {
            service = services.apply(definition.service()).orElse(null);
            if (service == null) {
                errors.add(new FieldError("service", "no registered service named '" + definition.service() + "'"));
            }
        }
        Jdk jdk = null;
        if (service != null && service.runsElsewhere()) {
            if (definition.jdk() != null
                    || !definition.jvmOptions().isEmpty()
                    || !definition.serverProperties().isEmpty()
                    || !definition.environment().isEmpty()) {
                errors.add(new FieldError(
                        "service",
                        "service '" + service.name() + "' runs elsewhere (" + service.baseUrl() + "): Threadbench does"
                                + " not start it, so a JDK, JVM options, server properties and environment do not"
                                + " apply"));
            }
        } else if (definition.jdk() != null) {
            Optional<String> problem = jdks.problemWith(definition.jdk());
            if (problem.isPresent()) {
                errors.add(new FieldError("jdk", problem.get()));
            } else {
                jdk = jdks.describe(java.nio.file.Path.of(definition.jdk())).orElseThrow();
            }
        } else {
            jdk = jdks.defaultJdk();
        }
        checkJvmOptions(definition.jvmOptions(), service, errors);
        checkProperties(definition.serverProperties(), errors);
        checkEnvironment(definition.environment(), errors);
        if (definition.container() != null) {
            ContainerRules.check(definition.container(), service, errors);
        }
        if (jdk != null && jdk.feature() < VIRTUAL_THREADS_JDK) {
            if (definition.approach() != null && isApproachId(definition.approach())) {
                errors.add(new FieldError(
                        "jdk",
                        "the built-in approaches need JDK " + VIRTUAL_THREADS_JDK + " or newer; " + jdk.describe()
                                + " is too old"));
            } else if ("true".equals(definition.serverProperties().get(Variant.VIRTUAL_THREADS_PROPERTY))) {
                errors.add(new FieldError(
                        "jdk",
                        "virtual threads need JDK " + VIRTUAL_THREADS_JDK + " or newer; " + jdk.describe()
                                + " has none (spring.threads.virtual.enabled=true would be ignored)"));
            }
        }
        if (errors.size() > before) {
            return Optional.empty();
        }
        return Optional.of(new Variant(
                label,
                definition.description(),
                definition.approach(),
                service,
                jdk,
                definition.jvmOptions(),
                definition.serverProperties(),
                definition.environment(),
                null,
                definition.container()));
    }

    static boolean isApproachId(String id) {
        try {
            Approach.fromId(id);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static void checkJvmOptions(List<String> options, RegisteredService service, List<FieldError> errors) {
        if (options.size() > LaunchOptionRules.MAX_JVM_OPTIONS) {
            errors.add(new FieldError("jvmOptions", "at most " + LaunchOptionRules.MAX_JVM_OPTIONS + " JVM options"));
            return;
        }
        if (!options.isEmpty() && service != null && !service.runsOnVariantJava()) {
            errors.add(new FieldError(
                    "jvmOptions",
                    "service '" + service.name() + "' is a command that does not start with {java}, so JVM options "
                            + "cannot reach it"));
            return;
        }
        for (int i = 0; i < options.size(); i++) {
            String option = options.get(i) == null ? "" : options.get(i);
            int index = i;
            LaunchOptionRules.rejectJvmOption(option)
                    .ifPresent(reason -> errors.add(new FieldError(
                            "jvmOptions[" + index + "]", "JVM option '" + option + "' is not allowed: " + reason)));
        }
    }

    private static void checkProperties(Map<String, String> properties, List<FieldError> errors) {
        if (properties.size() > LaunchOptionRules.MAX_SERVER_PROPERTIES) {
            errors.add(new FieldError(
                    "serverProperties", "at most " + LaunchOptionRules.MAX_SERVER_PROPERTIES + " server properties"));
            return;
        }
        properties.forEach((key, value) -> {
            String field = "serverProperties[" + key + "]";
            LaunchOptionRules.rejectPropertyKey(key)
                    .ifPresent(reason ->
                            errors.add(new FieldError(field, "property '" + key + "' is not allowed: " + reason)));
            LaunchOptionRules.rejectPropertyValue(value)
                    .ifPresent(reason ->
                            errors.add(new FieldError(field, "the value of '" + key + "' is not allowed: " + reason)));
            if (key.equals(Variant.VIRTUAL_THREADS_PROPERTY) && !"true".equals(value) && !"false".equals(value)) {
                errors.add(new FieldError(field, Variant.VIRTUAL_THREADS_PROPERTY + " must be true or false"));
            }
        });
    }

    private static void checkEnvironment(Map<String, String> environment, List<FieldError> errors) {
        if (environment.size() > MAX_ENVIRONMENT) {
            errors.add(new FieldError("environment", "at most " + MAX_ENVIRONMENT + " environment variables"));
            return;
        }
        List<String> names = new ArrayList<>(environment.keySet());
        for (String name : names) {
            String field = "environment[" + name + "]";
            String value = environment.get(name);
            if (!ENV_NAME.matcher(name).matches()) {
                errors.add(new FieldError(
                        field, "variable names are upper-case letters, digits and '_', not starting with a digit"));
            } else if (FORBIDDEN_ENV.contains(name) || name.startsWith("LD_")) {
                errors.add(new FieldError(
                        field, name + " is not allowed: it would bypass the JVM option rules or change what runs"));
            }
            if (value == null || value.length() > 1000 || value.chars().anyMatch(Character::isISOControl)) {
                errors.add(new FieldError(
                        field, "the value of " + name + " must be at most 1000 characters without control characters"));
            }
        }
    }
}
