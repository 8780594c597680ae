package io.threadbench.controller.web.pages;

import io.threadbench.controller.variant.RegisteredService;

/**
 * The form registering a service: a jar, or a command with one argument per line.
 *
 * @param springBootVariants "on" when the NAME-platform and NAME-virtual variants are wanted
 */
public record ServiceForm(
        String name,
        String description,
        String jar,
        String command,
        String arguments,
        String portArgument,
        String healthPath,
        String springBootVariants,
        String baseUrl,
        String jmxUrl) {

    static final java.util.List<String> INPUTS = java.util.List.of(
            "name", "description", "jar", "command", "arguments", "portArgument", "healthPath", "baseUrl", "jmxUrl");

    static ServiceForm blank() {
        return new ServiceForm(
                "",
                "",
                "",
                "",
                "",
                RegisteredService.DEFAULT_PORT_ARGUMENT,
                RegisteredService.DEFAULT_HEALTH_PATH,
                "on",
                "",
                "");
    }

    RegisteredService toService() {
        return new RegisteredService(
                name == null ? "" : name.strip(),
                description,
                jar == null || jar.isBlank() ? null : jar.strip(),
                FormText.lines(command),
                FormText.lines(arguments),
                portArgument,
                healthPath,
                null,
                baseUrl == null || baseUrl.isBlank() ? null : baseUrl.strip(),
                jmxUrl == null || jmxUrl.isBlank() ? null : jmxUrl.strip());
    }

    boolean wantsSpringBootVariants() {
        return "on".equals(springBootVariants) || "true".equals(springBootVariants);
    }
}
