package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The build's AOT cache (JDK 25+) is one the JVM accepts when the SUT starts the way the controller starts
 * it: absolute paths, another working directory. A rejected cache only shows as "[aot]" errors in the log
 * and a slow start, so this reads the log.
 */
class AotCacheTests {

    @Test
    void theSutStartsFromTheBuildsCacheWithoutAotErrors() {
        List<String> jarArguments = SutProcess.jarArguments(SutProcess.jar());
        assumeTrue(jarArguments.getFirst().startsWith("-XX:AOTCache="), "the build made no AOT cache (JDK < 25)");

        try (SutProcess sut = SutProcess.start("webflux-netty")) {
            assertThat(sut.log()).contains("Started SutApplication").doesNotContain("[aot]");
        }
    }

    /** {@link AotTraining} ran both web stacks up to their first requests, so their classes come from the cache. */
    @Test
    void theCacheHoldsBothWebStacksUpToTheirFirstRequests() {
        List<String> jarArguments = SutProcess.jarArguments(SutProcess.jar());
        assumeTrue(jarArguments.getFirst().startsWith("-XX:AOTCache="), "the build made no AOT cache (JDK < 25)");

        try (SutProcess sut = SutProcess.launch(
                SutProcess.jar(), List.of("-Xlog:class+load=info"), Path.of("target", "sut-logs"), "loom-tomcat")) {
            sut.awaitHealthy();
            assertThat(sut.log())
                    .contains("org.apache.coyote.http11.Http11Processor source: shared objects file")
                    .contains("reactor.netty.http.server.HttpServerOperations source: shared objects file");
        }
    }
}
