package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A missing or unknown {@code --approach} stops the jar at once with a message listing the valid ones. */
class ApproachArgumentTests {

    @ParameterizedTest
    @ValueSource(strings = {"--approach=jetty-fibers", "--approach=", "--server.port=0"})
    void anUnknownOrMissingApproachExitsNonZeroListingTheValidOnes(String argument) throws Exception {
        List<String> command = new ArrayList<>(SutProcess.javaCommand());
        command.addAll(List.of("-jar", SutProcess.jar().toString(), argument));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();

        String output = output(process);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).isNotZero();
        assertThat(output)
                .contains(
                        "platform-tomcat",
                        "loom-tomcat",
                        "loom-netty",
                        "webflux-netty",
                        "platform-jetty",
                        "loom-jetty",
                        "undertow-raw",
                        "vertx",
                        "helidon-se");
        assertThat(output).doesNotContain("Started SutApplication");
        if (argument.equals("--approach=jetty-fibers")) {
            assertThat(output).contains("unknown approach 'jetty-fibers'");
        }
    }

    private static String output(Process process) throws IOException {
        return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}
