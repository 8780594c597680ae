package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.variant.ContainerLimits;
import io.threadbench.controller.variant.VariantDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The variant form as posted: every input as text.
 *
 * @param target           {@code approach:ID} or {@code service:NAME}
 * @param jdk              a found JDK's folder, {@code other} for {@link #jdkPath}, or empty for the default
 * @param jvmOptions       one option per line
 * @param serverProperties one {@code key=value} per line
 * @param environment      one {@code NAME=value} per line
 * @param containerCpus    the container's CPUs, e.g. {@code 1.5}; all three container inputs empty: a bare process
 * @param containerMemory  the container's memory, e.g. {@code 1g}
 * @param containerCpuset  the host CPUs the container may use, e.g. {@code 0-1}; may be empty
 * @param containerDatabaseCpus   the scenario's PostgreSQL in a container of its own: its CPUs (the three database
 *                                inputs empty: a bare process)
 * @param containerUpstreamCpus   the scenario's separate upstream in a container of its own: its CPUs (likewise)
 */
public record VariantForm(
        String label,
        String description,
        String target,
        String jdk,
        String jdkPath,
        String jvmOptions,
        String serverProperties,
        String environment,
        String containerCpus,
        String containerMemory,
        String containerCpuset,
        String containerDatabaseCpus,
        String containerDatabaseMemory,
        String containerDatabaseCpuset,
        String containerUpstreamCpus,
        String containerUpstreamMemory,
        String containerUpstreamCpuset) {

    static final List<String> INPUTS = List.of(
            "label",
            "description",
            "approach",
            "jdk",
            "jvmOptions",
            "serverProperties",
            "environment",
            "container",
            "containerCpus",
            "containerMemory",
            "containerCpuset",
            "containerDatabase",
            "containerDatabaseCpus",
            "containerDatabaseMemory",
            "containerDatabaseCpuset",
            "containerUpstream",
            "containerUpstreamCpus",
            "containerUpstreamMemory",
            "containerUpstreamCpuset");

    static VariantForm blank() {
        return forTarget("approach:loom-tomcat");
    }

    /** An empty form with its target chosen. */
    static VariantForm forTarget(String target) {
        return new VariantForm("", "", target, "", "", "", "", "", "", "", "", "", "", "", "", "", "");
    }

    static VariantForm of(VariantDefinition v, List<String> foundJdks) {
        String jdk = v.jdk() == null ? "" : foundJdks.contains(v.jdk()) ? v.jdk() : "other";
        return new VariantForm(
                v.label(),
                v.description(),
                v.approach() != null ? "approach:" + v.approach() : "service:" + v.service(),
                jdk,
                jdk.equals("other") ? v.jdk() : "",
                String.join("\n", v.jvmOptions()),
                pairs(v.serverProperties()),
                pairs(v.environment()),
                cpusOf(v.container()),
                memoryOf(v.container()),
                cpusetOf(v.container()),
                cpusOf(beside(v, true)),
                memoryOf(beside(v, true)),
                cpusetOf(beside(v, true)),
                cpusOf(beside(v, false)),
                memoryOf(beside(v, false)),
                cpusetOf(beside(v, false)));
    }

    /** The database's ({@code database}) or the upstream's container limits; null when bare. */
    private static ContainerLimits beside(VariantDefinition v, boolean database) {
        return v.container() == null
                ? null
                : database ? v.container().database() : v.container().upstream();
    }

    private static String cpusOf(ContainerLimits limits) {
        return limits == null ? "" : plain(limits.cpus());
    }

    private static String memoryOf(ContainerLimits limits) {
        return limits == null ? "" : limits.memory();
    }

    private static String cpusetOf(ContainerLimits limits) {
        return limits == null || limits.cpuset() == null ? "" : limits.cpuset();
    }

    /** {@code 1} rather than {@code 1.0}. */
    private static String plain(Double number) {
        return number == null ? "" : number % 1 == 0 ? Long.toString(number.longValue()) : number.toString();
    }

    private static String pairs(Map<String, String> map) {
        return map.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("\n"));
    }

    /** The definition (lines that could not be read are left out) and the reasons they could not be read. */
    Conversion toDefinition() {
        List<FieldError> errors = new ArrayList<>();
        String approach = null;
        String service = null;
        String chosen = target == null ? "" : target.strip();
        if (chosen.startsWith("approach:")) {
            approach = chosen.substring("approach:".length());
        } else if (chosen.startsWith("service:")) {
            service = chosen.substring("service:".length());
        }
        String jdkHome = jdk == null || jdk.isBlank() ? null : jdk.equals("other") ? jdkPath : jdk;
        if ("other".equals(jdk) && (jdkPath == null || jdkPath.isBlank())) {
            errors.add(new FieldError("jdk", "give the JDK's folder, e.g. /usr/lib/jvm/temurin-25-jdk-amd64"));
        }
        VariantDefinition definition = new VariantDefinition(
                label == null ? "" : label.strip(),
                description,
                approach,
                service,
                jdkHome,
                FormText.lines(jvmOptions),
                FormText.keyValues("serverProperties", serverProperties, errors),
                FormText.keyValues("environment", environment, errors),
                container(errors));
        return new Conversion(definition, errors);
    }

    /**
     * The container's limits, with the database's and upstream's beside them; null when the service's three inputs
     * are empty (the database's and upstream's alone box nothing: the rules then ask for the service's).
     */
    private ContainerLimits container(List<FieldError> errors) {
        ContainerLimits database = limits(
                "container.database", containerDatabaseCpus, containerDatabaseMemory, containerDatabaseCpuset, errors);
        ContainerLimits upstream = limits(
                "container.upstream", containerUpstreamCpus, containerUpstreamMemory, containerUpstreamCpuset, errors);
        ContainerLimits own = limits("container", containerCpus, containerMemory, containerCpuset, errors);
        if (own == null && (database != null || upstream != null)) {
            own = new ContainerLimits(null, null, null);
        }
        return own == null ? null : new ContainerLimits(own.cpus(), own.memory(), own.cpuset(), database, upstream);
    }

    /** One container's three inputs; null when all are empty. */
    private static ContainerLimits limits(
            String field, String cpusText, String memory, String cpuset, List<FieldError> errors) {
        String cpus = cpusText == null ? "" : cpusText.strip();
        if (cpus.isEmpty() && (memory == null || memory.isBlank()) && (cpuset == null || cpuset.isBlank())) {
            return null;
        }
        Double parsed = null;
        if (!cpus.isEmpty()) {
            try {
                parsed = Double.valueOf(cpus);
            } catch (NumberFormatException e) {
                errors.add(new FieldError(field + ".cpus", "CPUs must be a number, e.g. 1 or 1.5; got '" + cpus + "'"));
            }
        }
        return new ContainerLimits(parsed, memory, cpuset);
    }

    record Conversion(VariantDefinition definition, List<FieldError> errors) {}
}
