package io.threadbench.controller;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.config.ThreadbenchProperties;
import io.threadbench.controller.web.guard.GuardProperties;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * These Dockerfiles start from public base images, which no registry here serves, so this checks what can be
 * checked without building them: the files the images copy are what the build produces, ports agree with the
 * apps' settings, the controller's arguments name real properties, and published ports stay on the host's
 * loopback. (The images container variants run are built here, with no registry: ContainerTrialTests.)
 */
class DockerFilesTests {

    private static final Pattern COPY = Pattern.compile("^COPY\\s+(?!--from)(\\S+)\\s+\\S+", Pattern.MULTILINE);
    private static final Pattern PROPERTY_ARG = Pattern.compile("\"--threadbench\\.([a-z0-9-]+)=");

    private final Path root = RepoFiles.root();

    @Test
    void copiedFilesAreWhatTheBuildProduces() throws IOException {
        for (Path dockerfile : dockerfiles()) {
            Matcher copy = COPY.matcher(Files.readString(dockerfile));
            List<String> sources = new ArrayList<>();
            while (copy.find()) {
                sources.add(copy.group(1));
            }
            assertThat(sources).as(dockerfile + " copies something").isNotEmpty();
            for (String source : sources) {
                if (source.contains("/target/")) {
                    String module = source.substring(0, source.indexOf('/'));
                    String jar = source.substring(source.lastIndexOf('/') + 1);
                    String pom = Files.readString(root.resolve(module).resolve("pom.xml"));
                    assertThat(pom)
                            .as(module + " builds " + jar)
                            .contains("<finalName>" + jar.replace(".jar", "") + "</finalName>");
                } else {
                    assertThat(root.resolve(source))
                            .as(dockerfile + " copies " + source)
                            .exists();
                }
            }
        }
    }

    @Test
    void controllerImagePortAndArgumentsMatchTheApp() throws IOException {
        String dockerfile = Files.readString(root.resolve("docker/controller.Dockerfile"));
        Properties app = new Properties();
        try (var in = Files.newInputStream(root.resolve("controller-app/src/main/resources/application.properties"))) {
            app.load(in);
        }
        assertThat(dockerfile).contains("EXPOSE " + app.getProperty("server.port"));
        assertThat(dockerfile).contains("--enable-native-access=ALL-UNNAMED");

        List<String> known = Stream.of(ThreadbenchProperties.class, GuardProperties.class)
                .flatMap(type -> Stream.of(type.getRecordComponents()))
                .map(component ->
                        component.getName().replaceAll("([A-Z])", "-$1").toLowerCase())
                .toList();
        Matcher argument = PROPERTY_ARG.matcher(dockerfile);
        int count = 0;
        while (argument.find()) {
            assertThat(known)
                    .as("threadbench.%s is a real property", argument.group(1))
                    .contains(argument.group(1));
            count++;
        }
        assertThat(count).isGreaterThanOrEqualTo(4);
    }

    /**
     * The controller listens on all interfaces in its container, so the guard asks for a token: compose passes
     * the host's {@code THREADBENCH_ACCESS_TOKEN} (the environment form of a real property), empty when unset,
     * and the README says both ways in.
     */
    @Test
    void containerBoundBeyondLoopbackGetsItsAccessTokenFromTheHost() throws IOException {
        String dockerfile = Files.readString(root.resolve("docker/controller.Dockerfile"));
        String compose = Files.readString(root.resolve("docker/compose.yaml"));
        String readme = Files.readString(root.resolve("docker/README.md"));
        String variable = "THREADBENCH_"
                + Stream.of(GuardProperties.class.getRecordComponents())
                        .map(component -> component.getName())
                        .filter(name -> name.equals("accessToken"))
                        .findFirst()
                        .orElseThrow()
                        .replaceAll("([A-Z])", "_$1")
                        .toUpperCase();

        assertThat(dockerfile).contains("\"--server.address=0.0.0.0\"");
        assertThat(variable).isEqualTo("THREADBENCH_ACCESS_TOKEN");
        Matcher passed = Pattern.compile(
                        "^\\s+environment:\\s*\n(?:\\s+#.*\n)*\\s+" + variable + ": \\$\\{" + variable + ":-}$",
                        Pattern.MULTILINE)
                .matcher(compose);
        assertThat(passed.find())
                .as("compose passes %s from the host", variable)
                .isTrue();
        assertThat(compose.indexOf(variable))
                .as("only the threadbench service gets the token")
                .isLessThan(compose.indexOf("  sut:"));
        assertThat(readme).contains(variable, "docker compose -f docker/compose.yaml logs", "?token=");
    }

    @Test
    void sutImageListensWhereItSays() throws IOException {
        String dockerfile = Files.readString(root.resolve("docker/sut.Dockerfile"));
        Matcher exposed = Pattern.compile("EXPOSE (\\d+)").matcher(dockerfile);
        assertThat(exposed.find()).isTrue();
        assertThat(dockerfile).contains("--server.port=" + exposed.group(1)).contains("--approach=");
    }

    @Test
    void composeBuildsExistingDockerfilesAndPublishesOnLoopbackOnly() throws IOException {
        String compose = Files.readString(root.resolve("docker/compose.yaml"));
        Matcher dockerfile = Pattern.compile("dockerfile:\\s*(\\S+)").matcher(compose);
        int count = 0;
        while (dockerfile.find()) {
            assertThat(root.resolve(dockerfile.group(1))).exists();
            count++;
        }
        assertThat(count).isEqualTo(2);
        Matcher port =
                Pattern.compile("^\\s+- \"([^\"]+)\"$", Pattern.MULTILINE).matcher(compose);
        while (port.find()) {
            assertThat(port.group(1)).as("published port").startsWith("127.0.0.1:");
        }
    }

    private List<Path> dockerfiles() throws IOException {
        try (Stream<Path> files = Files.list(root.resolve("docker"))) {
            return files.filter(file -> file.getFileName().toString().endsWith("Dockerfile"))
                    .sorted()
                    .toList();
        }
    }
}
