package io.threadbench.controller.sut;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.threadbench.controller.TestHttp;
import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.config.ThreadbenchProperties;
import io.threadbench.controller.container.DockerEngine;
import io.threadbench.controller.container.PostgresImageBuilder;
import io.threadbench.controller.container.SutImageBuilder;
import io.threadbench.controller.process.ChildProcessRegistry;
import io.threadbench.controller.process.TestDatabase;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Upstream;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The real SUT jar started the way trials start it, with a separate upstream, then checked and stopped. */
class SutLauncherTests {

    private final ChildProcessRegistry registry = new ChildProcessRegistry(TestDatabase.create());
    private final DockerEngine docker = new DockerEngine();
    private final SutLauncher launcher = new SutLauncher(
            new RepoLayout(new ThreadbenchProperties(null, null, null, null, null, null, null)),
            registry,
            docker,
            new SutImageBuilder(docker),
            new PostgresImageBuilder(docker));

    @Test
    void startsTheSutWithASeparateUpstreamPassesPreflightAndStopsBoth() throws Exception {
        Scenario scenario = Scenario.builder("launcher-upstream")
                .workload(Workload.MOVIES_GET_POST)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(2)
                .delayMillis(10)
                .delayCallDepth(1)
                .upstream(Upstream.SEPARATE)
                .durationSeconds(3)
                .serverProperties(Map.of("server.tomcat.threads.max", "10"))
                .jvmOptions(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"))
                .build();
        Path folder = TestHttp.tempFolder("sut-launcher");

        RunningSut sut = launcher.start(scenario, Variant.builtin(Approach.LOOM_TOMCAT, null), folder, 1L, () -> false);
        try {
            assertThat(registry.all())
                    .extracting(ChildProcessRegistry.Record::role)
                    .containsExactly("upstream", "sut");
            assertThat(sut.process().handle().info().arguments().orElseThrow())
                    .contains(
                            "--approach=loom-tomcat", "--server.port=" + sut.port(), "--server.tomcat.threads.max=10");

            new Preflight().check(sut.baseUrl(), scenario, Variant.builtin(Approach.LOOM_TOMCAT, null));
            assertThatThrownBy(() -> new Preflight()
                            .check(sut.baseUrl(), scenario, Variant.builtin(Approach.WEBFLUX_NETTY, null)))
                    .isInstanceOf(PreflightException.class)
                    .hasMessage("GET /movies?directorLastName=Kubrick ran on a 'virtual' thread, but webflux-netty "
                            + "must use 'event-loop' threads");

            HttpResponse<String> viaUpstream = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(
                                            URI.create(sut.baseUrl() + "/epoch-millis?delayMillis=10&delayCallDepth=1"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(viaUpstream.statusCode()).isEqualTo(200);
            assertThat(viaUpstream.headers().firstValue("X-Upstream-Hops")).hasValue("1");
            assertThat(Files.readString(folder.resolve("upstream.log"))).contains("Started");
        } finally {
            sut.stop(Duration.ofSeconds(10));
        }
        assertThat(sut.process().isAlive()).isFalse();
        assertThat(sut.upstream().isAlive()).isFalse();
        assertThat(registry.all()).isEmpty();
    }

    @Test
    void aSutThatExitsAtOnceIsReportedWithItsExitCodeAndLastLogLine() throws Exception {
        Scenario scenario = Scenario.builder("launcher-bad")
                .workload(Workload.CAR)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(2)
                .durationSeconds(3)
                .jvmOptions(List.of("-Xmx1k"))
                .build();
        Path folder = TestHttp.tempFolder("sut-launcher-bad");

        assertThatThrownBy(() -> launcher.start(
                        scenario, Variant.builtin(Approach.PLATFORM_TOMCAT, null), folder, 2L, () -> false))
                .isInstanceOf(SutStartException.class)
                .hasMessageStartingWith("the SUT exited with code 1 before it was healthy; last log line: ");
        assertThat(Files.readString(folder.resolve("sut.log"))).containsIgnoringCase("heap");
        assertThat(registry.all()).isEmpty();
    }
}
