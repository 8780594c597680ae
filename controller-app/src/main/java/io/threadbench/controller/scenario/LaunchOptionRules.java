package io.threadbench.controller.scenario;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What a scenario may pass to the SUT's JVM and to Spring. The queue worker hands these to a child
 * process as separate arguments (never through a shell), but an option can still load foreign code
 * ({@code -javaagent}), swap the application ({@code -jar}, {@code -cp}) or run commands
 * ({@code -XX:OnError}); so only known-harmless shapes are allowed, everything else is refused with a reason.
 */
public final class LaunchOptionRules {

    public static final int MAX_JVM_OPTIONS = 50;
    public static final int MAX_SERVER_PROPERTIES = 50;

    private static final String SIZE = "\\d{1,12}[kKmMgGtT]?";
    private static final String SAFE_VALUE = "[A-Za-z0-9_.,:+%=/@*-]*";

    /** Option shapes that tune the JVM without changing what it runs. */
    private static final List<Pattern> ALLOWED_JVM_OPTIONS = Stream.of(
                    "-Xm[xsn]" + SIZE,
                    "-Xss" + SIZE,
                    "-XX:[+-][A-Za-z][A-Za-z0-9_]*",
                    "-XX:[A-Za-z][A-Za-z0-9_]*=" + SAFE_VALUE,
                    "-D[A-Za-z_][A-Za-z0-9_.\\-]*(=" + SAFE_VALUE + ")?",
                    "-Xlog(:" + SAFE_VALUE + ")?",
                    "-verbose:(gc|class|jni|module)",
                    "-Xshare:(auto|on|off)",
                    "-X(int|batch|comp|mixed|rs|check:jni|noclassgc)",
                    "-(ea|da|esa|dsa|enableassertions|disableassertions)(:[A-Za-z0-9_.]*(\\.\\.\\.)?)?",
                    "--enable-preview",
                    "--enable-native-access=[A-Za-z0-9_.,-]+",
                    "--add-(opens|exports|reads)=[A-Za-z0-9_.,/=-]+",
                    "--add-modules=[A-Za-z0-9_.,-]+")
            .map(Pattern::compile)
            .toList();

    /** Spring property namespaces a scenario may set on the SUT. */
    private static final List<String> ALLOWED_PROPERTY_PREFIXES =
            List.of("server.", "spring.", "threadbench.", "logging.level.", "management.");

    private static final Pattern PROPERTY_KEY = Pattern.compile("[a-z][a-z0-9.\\-\\[\\]]*");

    private LaunchOptionRules() {}

    /** Why the option must not be used, or empty when it is allowed. */
    public static Optional<String> rejectJvmOption(String option) {
        if (option.isBlank()) {
            return Optional.of("it is empty");
        }
        if (option.length() > 300) {
            return Optional.of("it is longer than 300 characters");
        }
        if (option.chars().anyMatch(Character::isWhitespace)) {
            return Optional.of("it contains whitespace; give each option as its own list entry");
        }
        if (option.startsWith("@")) {
            return Optional.of("argument files would read options from elsewhere");
        }
        if (option.equals("-jar") || option.matches("-(cp|classpath)|--class-path(=.*)?|--module-path(=.*)?|-p")) {
            return Optional.of("Threadbench chooses the SUT's jar and class path");
        }
        if (option.matches("-(javaagent|agentlib|agentpath)(:.*)?")) {
            return Optional.of("agents load foreign code into the SUT");
        }
        if (option.matches("-XX:(OnError|OnOutOfMemoryError|Flags|VMOptionsFile)=.*")) {
            return Optional.of("it runs commands or reads options from a file");
        }
        if (option.matches("-D(java\\.class\\.path|java\\.system\\.class\\.loader|loader\\.[a-z.]+)(=.*)?")) {
            return Optional.of("it changes which code the SUT loads");
        }
        if (option.matches(".*[;&|$`<>(){}'\"\\\\!?~#].*")) {
            return Optional.of("it contains shell metacharacters");
        }
        if (ALLOWED_JVM_OPTIONS.stream()
                .noneMatch(pattern -> pattern.matcher(option).matches())) {
            return Optional.of("allowed are -Xmx/-Xms/-Xmn/-Xss<size>, -XX:[+-]Name, -XX:Name=value, -Dkey=value, "
                    + "-Xlog:..., -verbose:gc, -ea/-da, --enable-preview, --add-opens/--add-exports=...");
        }
        return Optional.empty();
    }

    /** Why the key must not be set, or empty when it is allowed. */
    public static Optional<String> rejectPropertyKey(String key) {
        if (key.isEmpty() || key.length() > 200 || !PROPERTY_KEY.matcher(key).matches()) {
            return Optional.of("keys are lower-case, start with a letter and use a-z, 0-9, '.', '-', '[' and ']'");
        }
        if (ALLOWED_PROPERTY_PREFIXES.stream().noneMatch(key::startsWith)) {
            return Optional.of("allowed are keys starting with "
                    + String.join(
                            ", ",
                            ALLOWED_PROPERTY_PREFIXES.stream()
                                    .map(prefix -> prefix + "*")
                                    .toList()));
        }
        if (key.equals("server.port")
                || key.equals("server.address")
                || key.startsWith("management.server.")
                || key.equals("spring.main.web-application-type")) {
            return Optional.of("Threadbench sets it to start and reach the SUT");
        }
        if (key.startsWith("spring.config.")
                || key.startsWith("spring.profiles.")
                || key.equals("spring.application.json")) {
            return Optional.of("it would load other configuration");
        }
        return Optional.empty();
    }

    /** Why the value must not be used, or empty when it is allowed. */
    public static Optional<String> rejectPropertyValue(String value) {
        if (value == null) {
            return Optional.of("it has no value");
        }
        if (value.length() > 1000) {
            return Optional.of("it is longer than 1000 characters");
        }
        if (value.chars().anyMatch(Character::isISOControl)) {
            return Optional.of("it contains control characters or line breaks");
        }
        if (value.startsWith("-") && !value.matches("-\\d+")) {
            return Optional.of("it starts with '-' (other than a negative number) and could be read as an option");
        }
        return Optional.empty();
    }
}
