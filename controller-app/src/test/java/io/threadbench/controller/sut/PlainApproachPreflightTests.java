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
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The real {@code undertow-raw} SUT started the way trials start it: pre-flight takes both of its thread kinds
 * (I/O threads for {@code /car}, workers for {@code /fanout}), and still refuses a kind the approach never uses.
 */
class PlainApproachPreflightTests {

    private final ChildProcessRegistry registry = new ChildProcessRegistry(TestDatabase.create());
    private final DockerEngine docker = new DockerEngine();
    private final SutLauncher launcher = new SutLauncher(
            new RepoLayout(new ThreadbenchProperties(null, null, null, null, null, null, null)),
            registry,
            docker,
            new SutImageBuilder(docker),
            new PostgresImageBuilder(docker));

    @Test
    void undertowRawPassesPreflightFromItsIoAndWorkerThreadsButNotAsAnotherApproach() throws Exception {
        Scenario car = scenario("plain-car", Workload.CAR);
        Scenario fanout = scenario("plain-fanout", Workload.FANOUT);
        Variant undertow = Variant.builtin(Approach.UNDERTOW_RAW, null);

        RunningSut sut = launcher.start(car, undertow, TestHttp.tempFolder("plain-preflight"), 1L, () -> false);
        try {
            new Preflight().check(sut.baseUrl(), car, undertow);
            new Preflight().check(sut.baseUrl(), fanout, undertow);
            assertThatThrownBy(
                            () -> new Preflight().check(sut.baseUrl(), fanout, Variant.builtin(Approach.VERTX, null)))
                    .isInstanceOf(PreflightException.class)
                    .hasMessage(
                            "GET /fanout?calls=3 ran on a 'platform' thread, but vertx must use 'event-loop' threads");
        } finally {
            sut.stop(Duration.ofSeconds(10));
        }
        assertThat(sut.process().isAlive()).isFalse();
        assertThat(registry.all()).isEmpty();
    }

    private static Scenario scenario(String name, Workload workload) {
        return Scenario.builder(name)
                .workload(workload)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(2)
                .durationSeconds(3)
                .jvmOptions(List.of("-XX:TieredStopAtLevel=1"))
                .build();
    }
}
