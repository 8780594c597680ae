package io.threadbench.controller.variant;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.TestHttp;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.config.RepoLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** Variants and services through the JSON API: each kind of bad input refused by field, nothing half-saved. */
class VariantApiTests extends BenchmarkTestSupport {

    @Autowired
    RepoLayout layout;

    @Test
    void badServicesAreRefusedFieldByField() throws Exception {
        int servicesBefore = send("GET", "/api/services", null).json().size();
        Path notAJar = Files.writeString(TestHttp.tempFile("not-a-jar", ".jar"), "plain text");
        assertThat(errors(send("POST", "/api/services", "{\"name\": \"x\", \"jar\": \"/no/such/app.jar\"}")))
                .containsExactly("jar: there is no file /no/such/app.jar");
        assertThat(errors(send("POST", "/api/services", "{\"name\": \"x\", \"jar\": \"" + notAJar + "\"}")))
                .containsExactly("jar: " + notAJar + " is not a jar (not a zip file)");
        assertThat(errors(send("POST", "/api/services", "{\"name\": \"x\", \"jar\": \"app.jar\"}")))
                .containsExactly("jar: give the jar's absolute path, e.g. /home/me/app/target/app.jar");
        assertThat(errors(send(
                        "POST",
                        "/api/services",
                        "{\"name\": \"Bad Name\", \"command\": [\"/bin/bash\", \"-c\", \"java -jar a.jar && rm x\"],"
                                + " \"portArgument\": \"--port\"}")))
                .containsExactly(
                        "name: name must be lower-case letters, digits and '-', starting with a letter or digit, at"
                                + " most 60 characters; got 'Bad Name'",
                        "command[0]: Threadbench does not start services through a shell; give the program itself",
                        "command[2]: 'java -jar a.jar && rm x' holds shell syntax (; & | $ ` < > or a line break); the"
                                + " service is started without a shell, so give plain arguments",
                        "portArgument: the port argument must contain {port}, e.g. --server.port={port}");
        assertThat(errors(send("POST", "/api/services", "{\"name\": \"x\", \"command\": [\"java -jar app.jar\"]}")))
                .containsExactly(
                        "command[0]: 'java -jar app.jar' holds spaces: give the program and each argument as separate"
                                + " entries");
        assertThat(send("GET", "/api/services", null).json().size()).isEqualTo(servicesBefore);
    }

    @Test
    void badVariantsAreRefusedFieldByFieldAndGoodOnesCanBeDuplicated() {
        Path jdk17 = jdkOlderThan21();
        int variantsBefore = send("GET", "/api/variants", null).json().size();
        String jar = layout.sutJar().toAbsolutePath().toString();
        assertThat(send(
                                "POST",
                                "/api/services?springBootVariants=false",
                                "{\"name\": \"api-sut\", \"jar\": \"" + jar
                                        + "\", \"arguments\": [\"--approach=platform-tomcat\"]}")
                        .status())
                .isEqualTo(201);

        assertThat(errors(send("POST", "/api/variants", """
                        {"label": "loom-tomcat", "approach": "loom-tomcat", "service": "api-sut",
                         "jdk": "/tmp", "jvmOptions": ["-javaagent:/tmp/a.jar"],
                         "serverProperties": {"spring.config.location": "/etc"},
                         "environment": {"JAVA_TOOL_OPTIONS": "-Xmx1g"}}
                        """)))
                .containsExactly(
                        "label: 'loom-tomcat' is a built-in variant; choose another label",
                        "approach: choose either a built-in approach or a registered service, not both",
                        "jdk: /tmp is not a JDK: it needs bin/java and a release file naming its version",
                        "jvmOptions[0]: JVM option '-javaagent:/tmp/a.jar' is not allowed: agents load foreign code"
                                + " into the SUT",
                        "serverProperties[spring.config.location]: property 'spring.config.location' is not allowed:"
                                + " it would load other configuration",
                        "environment[JAVA_TOOL_OPTIONS]: JAVA_TOOL_OPTIONS is not allowed: it would bypass the JVM"
                                + " option rules or change what runs");
        if (jdk17 != null) {
            assertThat(errors(send(
                            "POST",
                            "/api/variants",
                            "{\"label\": \"old-virtual\", \"service\": \"api-sut\", \"jdk\": \"" + jdk17
                                    + "\", \"serverProperties\": {\"spring.threads.virtual.enabled\": \"true\"}}")))
                    .singleElement()
                    .asString()
                    .startsWith("jdk: virtual threads need JDK 21 or newer; JDK 17");
        }
        assertThat(send("GET", "/api/variants", null).json().size()).isEqualTo(variantsBefore);

        assertThat(send("POST", "/api/variants/loom-tomcat/duplicate", "{\"label\": \"loom-zgc\"}")
                        .status())
                .isEqualTo(201);
        assertThat(errors(send("POST", "/api/variants/loom-tomcat/duplicate", "{\"label\": \"loom-zgc\"}")))
                .containsExactly("label: a variant labelled 'loom-zgc' exists already");
        JsonNode copy = send("GET", "/api/variants/loom-zgc", null).json();
        assertThat(copy.at("/approach").asString()).isEqualTo("loom-tomcat");

        assertThat(
                        errors(
                                send(
                                        "POST",
                                        "/api/benchmarks",
                                        "{\"scenarios\": [\"light-requests-api\"], \"variants\": [\"loom-zgc\", \"loom-zgc\", \"nope\"]}")))
                .contains("variants[1]: 'loom-zgc' is listed more than once; for an A/A check duplicate the variant"
                        + " under a second label (or use the A/A check)")
                .anySatisfy(e -> assertThat(e).startsWith("variants[2]: no variant labelled 'nope'; known: "));
        assertThat(send("DELETE", "/api/services/api-sut", null).status()).isEqualTo(204);
        assertThat(send("DELETE", "/api/variants/loom-zgc", null).status()).isEqualTo(204);
        assertThat(send("DELETE", "/api/variants/loom-tomcat", null).status()).isEqualTo(409);
    }

    @Test
    void badContainerLimitsAreRefusedInPlainWordsAndGoodOnesAreKept() {
        int variantsBefore = send("GET", "/api/variants", null).json().size();
        assertThat(errors(send("POST", "/api/variants", """
                        {"label": "boxed", "approach": "loom-tomcat",
                         "container": {"cpus": 0, "memory": "lots", "cpuset": "0-99"}}
                        """)))
                .containsExactly(
                        "container.cpus: CPUs must be between 0.01 and "
                                + Runtime.getRuntime().availableProcessors() + " (this machine's CPU count); got 0.0",
                        "container.memory: memory is a whole number of megabytes or gigabytes, e.g. 512m or 1g; got"
                                + " 'lots'",
                        "container.cpuset: CPU 99 does not exist here: this machine has CPUs 0 to "
                                + (Runtime.getRuntime().availableProcessors() - 1));
        assertThat(errors(send("POST", "/api/variants", """
                        {"label": "boxed", "approach": "loom-tomcat", "container": {"cpus": 0.125, "memory": "32m"}}
                        """)))
                .containsExactly(
                        "container.cpus: CPUs are counted in hundredths, e.g. 1.25; got 0.125",
                        "container.memory: memory must be at least 64m (a JVM needs that much to start); got 32m");
        assertThat(errors(send("POST", "/api/variants", """
                        {"label": "boxed", "approach": "loom-tomcat", "container": {"memory": "1g"}}
                        """)))
                .containsExactly("container.cpus: give the container's CPUs, e.g. 1 or 1.5");
        assertThat(send("GET", "/api/variants", null).json().size()).isEqualTo(variantsBefore);

        assertThat(send("POST", "/api/variants", """
                        {"label": "boxed", "approach": "loom-tomcat", "container": {"cpus": 1, "memory": "1G"}}
                        """).status()).isEqualTo(201);
        JsonNode stored = send("GET", "/api/variants/boxed", null).json();
        assertThat(stored.at("/container/cpus").asDouble()).isEqualTo(1.0);
        assertThat(stored.at("/container/memory").asString()).isEqualTo("1g");
        assertThat(send("DELETE", "/api/variants/boxed", null).status()).isEqualTo(204);
    }

    @Test
    void theDatabaseAndUpstreamContainersFollowTheSameRulesUnderTheirOwnNames() {
        assertThat(errors(send("POST", "/api/variants", """
                        {"label": "all-boxed", "approach": "loom-tomcat",
                         "container": {"cpus": 1, "memory": "1g",
                                       "database": {"cpus": 0, "memory": "1g"},
                                       "upstream": {"memory": "lots", "database": {"cpus": 1, "memory": "1g"}}}}
                        """)))
                .containsExactly(
                        "container.database.cpus: CPUs must be between 0.01 and "
                                + Runtime.getRuntime().availableProcessors() + " (this machine's CPU count); got 0.0",
                        "container.upstream: the upstream's container has CPUs, memory and a cpuset only; the database"
                                + " and upstream are named beside the service's own limits",
                        "container.upstream.cpus: give the container's CPUs, e.g. 1 or 1.5",
                        "container.upstream.memory: memory is a whole number of megabytes or gigabytes, e.g. 512m or"
                                + " 1g; got 'lots'");

        assertThat(send("POST", "/api/variants", """
                        {"label": "all-boxed", "approach": "loom-tomcat",
                         "container": {"cpus": 1, "memory": "1g", "database": {"cpus": 0.5, "memory": "256m"},
                                       "upstream": {"cpus": 1, "memory": "512m"}}}
                        """).status()).isEqualTo(201);
        JsonNode stored = send("GET", "/api/variants/all-boxed", null).json();
        assertThat(stored.at("/container/database/memory").asString()).isEqualTo("256m");
        assertThat(stored.at("/container/upstream/cpus").asDouble()).isEqualTo(1.0);
        assertThat(send("DELETE", "/api/variants/all-boxed", null).status()).isEqualTo(204);
    }

    private Path jdkOlderThan21() {
        return new JdkCatalog(layout)
                .installed().stream()
                        .filter(jdk -> jdk.feature() < 21)
                        .map(jdk -> Path.of(jdk.home()))
                        .findFirst()
                        .orElse(null);
    }

    private static List<String> errors(Response response) {
        assertThat(response.status()).as(response.body()).isEqualTo(400);
        List<String> errors = new ArrayList<>();
        response.json()
                .at("/fieldErrors")
                .forEach(e -> errors.add(
                        e.at("/field").asString() + ": " + e.at("/message").asString()));
        return errors;
    }
}
