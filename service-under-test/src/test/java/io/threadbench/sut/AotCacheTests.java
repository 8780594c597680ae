package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The build's AOT cache (JDK 25+) is one the JVM accepts when the SUT starts the way the controller starts it:
 * absolute paths, another working directory. A rejected cache would only show as a slow start, so the SUT starts
 * here with {@code -XX:AOTMode=on}, which makes the JVM exit instead when it cannot use the cache (the log pads its
 * tags, "[error  ][aot]", so a search for "[aot]" finds nothing either way). The warning every start logs, "Failed to
 * link AdapterHandlerEntry … in the AOT code cache", is about a few call adapters the JVM generates again, not the
 * cache's classes.
 */
class AotCacheTests {

    /** {@link AotTraining} ran both web stacks up to their first requests, so their classes come from the cache. */
    @Test
    void theSutStartsFromTheBuildsCacheWithBothWebStacksInIt() {
        List<String> jarArguments = SutProcess.jarArguments(SutProcess.jar());
        assumeTrue(jarArguments.getFirst().startsWith("-XX:AOTCache="), "the build made no AOT cache (JDK < 25)");

        try (SutProcess sut = SutProcess.launch(
                SutProcess.jar(),
                Stream.concat(
                                SutProcess.TEST_JVM_OPTIONS.stream(),
                                Stream.of("-XX:AOTMode=on", "-Xlog:class+load=info"))
                        .toList(),
                Path.of("target", "sut-logs"),
                "loom-tomcat")) {
            sut.awaitHealthy();
            assertThat(sut.log())
                    .contains("Started SutApplication")
                    .doesNotContainPattern("\\[error *\\]\\[aot")
                    .contains("org.apache.coyote.http11.Http11Processor source: shared objects file")
                    .contains("reactor.netty.http.server.HttpServerOperations source: shared objects file");
        }
    }
}
