package io.threadbench.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which code a test's controller process runs: the build's extracted jar with its AOT cache only while both are current. */
class ControllerJvmTests {

    @TempDir
    Path target;

    private final Instant built = Instant.parse("2026-11-27T10:00:00Z");

    @BeforeEach
    void aBuild() throws IOException {
        file("classes/io/threadbench/controller/ThreadbenchApplication.class", built.minusSeconds(60));
        file("controller-app.jar", built);
        file("aot/controller-app.jar", built.plusSeconds(5));
        file("aot/controller-app.aot", built.plusSeconds(20));
    }

    @Test
    void theCachedJarWhileTheCacheAndTheJarAreCurrent() {
        List<String> code = ControllerJvm.code(target);

        assertThat(code)
                .containsExactly(
                        "-XX:AOTCache=" + target.resolve("aot/controller-app.aot"),
                        "-jar",
                        target.resolve("aot/controller-app.jar").toString());
    }

    @Test
    void theClassPathWhenTheJarWasPackagedAfterTheCacheOrClassesWereCompiledAfterTheJar() throws IOException {
        file("controller-app.jar", built.plusSeconds(30));
        assertThat(ControllerJvm.code(target)).startsWith("-cp").endsWith(ThreadbenchApplication.class.getName());

        file("controller-app.jar", built);
        file("classes/io/threadbench/controller/Newer.class", built.plusSeconds(1));
        assertThat(ControllerJvm.code(target)).startsWith("-cp");

        Files.delete(target.resolve("classes/io/threadbench/controller/Newer.class"));
        Files.delete(target.resolve("aot/controller-app.aot"));
        assertThat(ControllerJvm.code(target)).startsWith("-cp");
    }

    private void file(String name, Instant modified) throws IOException {
        Path file = target.resolve(name);
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[] {1});
        Files.setLastModifiedTime(file, FileTime.from(modified));
    }
}
