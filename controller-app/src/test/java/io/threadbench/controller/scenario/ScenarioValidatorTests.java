package io.threadbench.controller.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.errors.FieldError;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

class ScenarioValidatorTests {

    private static final YAMLMapper YAML = YAMLMapper.builder().build();

    private static final String BASE = """
            name: base
            workload: epoch-millis
            loadShape: constant-vus
            vus: 10
            durationSeconds: 10
            """;

    /** The base scenario with some fields replaced (YAML), read the way the API and import read it. */
    static Scenario scenario(String overrides) {
        ObjectNode node = (ObjectNode) YAML.readTree(BASE);
        if (!overrides.isBlank()) {
            node.setAll((ObjectNode) YAML.readTree(overrides));
        }
        return ScenarioCodec.fromYaml(YAML.writeValueAsString(node)).getFirst();
    }

    static Stream<String> validScenarios() {
        return Stream.of(
                "",
                "name: a",
                "name: " + "a".repeat(100),
                "name: 5k-vus-and-rps-get-time",
                "vus: 1",
                "vus: 100000",
                "rps: 1",
                "rps: 1000000",
                "{loadShape: constant-rate, rps: 200}",
                "{loadShape: stepped-spike, vus: 20000}",
                "{loadShape: sharp-spikes, thinkTimeMinMillis: 0, thinkTimeMaxMillis: 0}",
                "{loadShape: smooth-spike, thinkTimeMinMillis: 60000, thinkTimeMaxMillis: 60000}",
                "{loadShape: custom, vus: null, durationSeconds: null, stages: [{durationSeconds: 10, target: 5}, {durationSeconds: 5, target: 0}]}",
                "{loadShape: custom, vus: 50, durationSeconds: 86400, stages: [{durationSeconds: 86400, target: 50}]}",
                "{warmupSeconds: 0, durationSeconds: 1}",
                "{warmupSeconds: 3600, durationSeconds: 86400}",
                "{delayMillis: 60000, delayCallDepth: 10, fanoutCalls: 100, allocateKilobytes: 102400}",
                "{delayMillis: 0, delayCallDepth: 0, fanoutCalls: 1, allocateKilobytes: 1}",
                "{upstream: separate}",
                "{serverProperties: {server.tomcat.threads.max: '10', spring.threads.virtual.enabled: 'true', "
                        + "threadbench.cache: 'off', logging.level.org.springframework: debug, management.endpoints.web.exposure.include: '*', "
                        + "server.tomcat.max-connections: '-1', spring.datasource.hikari.maximum-pool-size: '20', 'server.x[0]': a}}",
                "{jvmOptions: [-Xmx2g, -Xms512m, -Xss256k, -Xmn128M, '-XX:+UseZGC', '-XX:-UseCompressedOops', '-XX:MaxRAMPercentage=75.0', "
                        + "'-XX:ActiveProcessorCount=2', -Djdk.virtualThreadScheduler.parallelism=2, -Djdk.tracePinnedThreads=full, -Dfoo, "
                        + "-verbose:gc, '-Xlog:gc*:file=gc.log', --enable-preview, -ea, -Xshare:off, '--add-opens=java.base/java.lang=ALL-UNNAMED', "
                        + "--enable-native-access=ALL-UNNAMED]}",
                "description: " + "x".repeat(1000));
    }

    @ParameterizedTest
    @MethodSource("validScenarios")
    void acceptsValidScenarios(String overrides) {
        assertThat(ScenarioValidator.check(scenario(overrides))).isEmpty();
    }

    static Stream<Arguments> invalidScenarios() {
        return Stream.of(
                bad("name: ''", "name", "name is required"),
                bad("name: Upper", "name", "name 'Upper' must be 1 to 100 characters of a-z, 0-9 and '-'"),
                bad("name: -lead", "name", "starting with a letter or digit"),
                bad("name: " + "a".repeat(101), "name", "must be 1 to 100 characters"),
                bad("name: 'has space'", "name", "must be 1 to 100"),
                bad("name: null", "name", "name is required"),
                bad("workload: null", "workload", "workload is required, one of epoch-millis, movies-get"),
                bad("loadShape: null", "loadShape", "loadShape is required, one of constant-rate"),
                bad("vus: 0", "vus", "vus must be between 1 and 100000"),
                bad("vus: 100001", "vus", "vus must be between 1 and 100000"),
                bad("rps: 0", "rps", "rps must be between 1 and 1000000"),
                bad("rps: 1000001", "rps", "rps must be between 1 and 1000000"),
                bad("loadShape: constant-rate", "rps", "rps is required for the constant-rate loadShape"),
                bad(
                        "{loadShape: smooth-spike, rps: 100}",
                        "rps",
                        "rps is only used by the constant-rate and constant-vus loadShapes"),
                bad("warmupSeconds: -1", "warmupSeconds", "warmupSeconds must be between 0 and 3600"),
                bad("warmupSeconds: 3601", "warmupSeconds", "warmupSeconds must be between 0 and 3600"),
                bad("durationSeconds: 0", "durationSeconds", "durationSeconds must be between 1 and 86400"),
                bad("durationSeconds: 86401", "durationSeconds", "durationSeconds must be between 1 and 86400"),
                bad("thinkTimeMinMillis: -1", "thinkTimeMinMillis", "thinkTimeMinMillis must be between 0 and 60000"),
                bad(
                        "thinkTimeMaxMillis: 60001",
                        "thinkTimeMaxMillis",
                        "thinkTimeMaxMillis must be between 0 and 60000"),
                bad(
                        "{thinkTimeMinMillis: 2000, thinkTimeMaxMillis: 1000}",
                        "thinkTimeMaxMillis",
                        "must not be less than thinkTimeMinMillis (2000)"),
                bad("delayMillis: 60001", "delayMillis", "delayMillis must be between 0 and 60000"),
                bad("delayMillis: -5", "delayMillis", "delayMillis must be between 0 and 60000"),
                bad("delayCallDepth: 11", "delayCallDepth", "delayCallDepth must be between 0 and 10"),
                bad("fanoutCalls: 0", "fanoutCalls", "fanoutCalls must be between 1 and 100"),
                bad("fanoutCalls: 101", "fanoutCalls", "fanoutCalls must be between 1 and 100"),
                bad("allocateKilobytes: 0", "allocateKilobytes", "allocateKilobytes must be between 1 and 102400"),
                bad("allocateKilobytes: 102401", "allocateKilobytes", "allocateKilobytes must be between 1 and 102400"),
                bad("loadShape: custom", "stages", "the custom loadShape needs 1 to 100 stages, got 0"),
                bad(
                        "{loadShape: custom, stages: [{durationSeconds: 0, target: 5}]}",
                        "stages[0].durationSeconds",
                        "stages[0].durationSeconds must be between 1 and 86400"),
                bad(
                        "{loadShape: custom, stages: [{durationSeconds: 5, target: 5}, {durationSeconds: 5, target: 100001}]}",
                        "stages[1].target",
                        "stages[1].target must be between 0 and 100000"),
                bad(
                        "{loadShape: custom, stages: [{durationSeconds: 5, target: -1}]}",
                        "stages[0].target",
                        "between 0 and 100000"),
                bad(
                        "{loadShape: custom, durationSeconds: 99, stages: [{durationSeconds: 5, target: 5}]}",
                        "durationSeconds",
                        "must equal the total of the stage durations (5)"),
                bad(
                        "{loadShape: custom, vus: 3, durationSeconds: 5, stages: [{durationSeconds: 5, target: 5}]}",
                        "vus",
                        "vus (3) must be at least the highest stage target (5)"),
                bad(
                        "stages: [{durationSeconds: 5, target: 5}]",
                        "stages",
                        "stages are only used by the custom loadShape"),
                bad("description: \"two\\nlines\"", "description", "single line"),
                bad("description: " + "x".repeat(1001), "description", "at most 1000 characters"),
                bad(
                        "serverProperties: {java.home: /tmp}",
                        "serverProperties[java.home]",
                        "serverProperties key 'java.home' is not allowed: allowed are keys starting with server.*"),
                bad("serverProperties: {Server.Port: '1'}", "serverProperties[Server.Port]", "keys are lower-case"),
                bad("serverProperties: {server.port: '9999'}", "serverProperties[server.port]", "Threadbench sets it"),
                bad(
                        "serverProperties: {spring.config.location: /etc/x}",
                        "serverProperties[spring.config.location]",
                        "would load other configuration"),
                bad(
                        "serverProperties: {server.x: \"a\\nb\"}",
                        "serverProperties[server.x]",
                        "control characters or line breaks"),
                bad(
                        "serverProperties: {server.x: --spring.config.import=x}",
                        "serverProperties[server.x]",
                        "starts with '-'"),
                bad("serverProperties: {server.x: null}", "serverProperties[server.x]", "it has no value"),
                bad(
                        "jvmOptions: [-Xmx1g, -Xms1g, '-javaagent:x']",
                        "jvmOptions[2]",
                        "jvmOptions[2] '-javaagent:x' is not allowed: agents load"),
                bad("jvmOptions: [-jar]", "jvmOptions[0]", "'-jar' is not allowed: Threadbench chooses"),
                bad("jvmOptions: [-cp]", "jvmOptions[0]", "Threadbench chooses the SUT's jar and class path"),
                bad("jvmOptions: [--class-path=/x]", "jvmOptions[0]", "class path"),
                bad("jvmOptions: ['-agentlib:jdwp=transport=dt_socket']", "jvmOptions[0]", "agents load"),
                bad("jvmOptions: ['@args.txt']", "jvmOptions[0]", "argument files"),
                bad("jvmOptions: ['-Xmx1g -Xms1g']", "jvmOptions[0]", "contains whitespace"),
                bad("jvmOptions: ['-Dx=$(rm -rf)']", "jvmOptions[0]", "is not allowed"),
                bad("jvmOptions: ['-Dx=a;b']", "jvmOptions[0]", "shell metacharacters"),
                bad("jvmOptions: ['-Dx=`id`']", "jvmOptions[0]", "shell metacharacters"),
                bad("jvmOptions: ['-XX:OnOutOfMemoryError=kill']", "jvmOptions[0]", "runs commands"),
                bad("jvmOptions: ['-XX:VMOptionsFile=/tmp/x']", "jvmOptions[0]", "reads options from a file"),
                bad("jvmOptions: ['-Dloader.path=/tmp']", "jvmOptions[0]", "changes which code the SUT loads"),
                bad("jvmOptions: ['-Xmxlots']", "jvmOptions[0]", "allowed are -Xmx"),
                bad("jvmOptions: ['--list-modules']", "jvmOptions[0]", "allowed are"),
                bad("jvmOptions: ['']", "jvmOptions[0]", "it is empty"),
                bad("jvmOptions: [null]", "jvmOptions[0]", "it is empty"));
    }

    private static Arguments bad(String overrides, String field, String message) {
        return Arguments.of(overrides, field, message);
    }

    @ParameterizedTest
    @MethodSource("invalidScenarios")
    void rejectsInvalidScenariosWithFieldMessages(String overrides, String field, String message) {
        List<FieldError> errors = ScenarioValidator.check(scenario(overrides));

        assertThat(errors).as("errors of %s", overrides).anySatisfy(error -> {
            assertThat(error.field()).isEqualTo(field);
            assertThat(error.message()).contains(message);
        });
    }

    @Test
    void reportsEveryBrokenFieldAtOnce() {
        List<FieldError> errors = ScenarioValidator.check(
                scenario("{vus: 0, durationSeconds: 0, delayCallDepth: 99, jvmOptions: [-Xmx1g, -jar]}"));

        assertThat(errors)
                .extracting(FieldError::field)
                .containsExactlyInAnyOrder("vus", "durationSeconds", "delayCallDepth", "jvmOptions[1]");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "-XX:+UseG1GC",
                "-Xss1m",
                "-Djdk.virtualThreadScheduler.maxPoolSize=256",
                "-verbose:gc",
                "-XX:StartFlightRecording=duration=30s,filename=rec.jfr"
            })
    void allowsHarmlessJvmOptions(String option) {
        assertThat(LaunchOptionRules.rejectJvmOption(option)).isEmpty();
    }

    @Test
    void customShapeTakesVusAndDurationFromItsStages() {
        Scenario custom = scenario(
                "{loadShape: custom, vus: null, durationSeconds: null, stages: [{durationSeconds: 10, target: 40}, {durationSeconds: 20, target: 0}]}");

        assertThat(custom.load().vus()).isEqualTo(40);
        assertThat(custom.timing().durationSeconds()).isEqualTo(30);
        assertThat(custom.plannedSeconds()).isEqualTo(30);
    }
}
