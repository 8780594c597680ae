package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.variant.VariantDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 */
public record VariantForm(
        String label,
        String description,
        String target,
        String jdk,
        String jdkPath,
        String jvmOptions,
        String serverProperties,
        String environment) {

    static final List<String> INPUTS =
            List.of("label", "description", "approach", "jdk", "jvmOptions", "serverProperties", "environment");

    static VariantForm blank() {
        return new VariantForm("", "", "approach:loom-tomcat", "", "", "", "", "");
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
                pairs(v.environment()));
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
                lines(jvmOptions),
                map("serverProperties", serverProperties, errors),
                map("environment", environment, errors));
        return new Conversion(definition, errors);
    }

    record Conversion(VariantDefinition definition, List<FieldError> errors) {}

    private static Map<String, String> map(String field, String text, List<FieldError> errors) {
        Map<String, String> map = new LinkedHashMap<>();
        List<String> lines = lines(text);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int equals = line.indexOf('=');
            if (equals <= 0) {
                errors.add(new FieldError(field, field + " line " + (i + 1) + " '" + line + "' must be key=value"));
            } else if (map.put(
                            line.substring(0, equals).strip(),
                            line.substring(equals + 1).strip())
                    != null) {
                errors.add(new FieldError(field, "'" + line.substring(0, equals).strip() + "' appears twice"));
            }
        }
        return map;
    }

    /** Non-blank lines, trimmed; lines starting with {@code #} are comments. */
    static List<String> lines(String text) {
        if (text == null) {
            return List.of();
        }
        return text.lines()
                .map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .toList();
    }
}
