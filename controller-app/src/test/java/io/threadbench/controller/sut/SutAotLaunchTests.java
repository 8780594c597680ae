package io.threadbench.controller.sut;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SUT starts from the build's AOT cache only while that cache is at least as new as the jar. */
class SutAotLaunchTests {

    @TempDir
    Path target;

    @Test
    void plainJarWhenTheBuildMadeNoCache() throws Exception {
        Path jar = Files.writeString(target.resolve("service-under-test.jar"), "jar");

        assertThat(SutAotLaunch.jarArguments(jar, List.of())).containsExactly("-jar", jar.toString());
    }

    @Test
    void extractedJarWithTheCacheWhenTheCacheIsFresh() throws Exception {
        Path jar = Files.writeString(target.resolve("service-under-test.jar"), "jar");
        Path aot = Files.createDirectories(target.resolve("aot"));
        Path extracted = Files.writeString(aot.resolve("service-under-test.jar"), "thin jar");
        Path cache = Files.writeString(aot.resolve("service-under-test.aot"), "cache");
        Files.setLastModifiedTime(jar, FileTime.from(Instant.parse("2026-01-01T00:00:00Z")));
        Files.setLastModifiedTime(cache, FileTime.from(Instant.parse("2026-01-01T00:00:30Z")));

        assertThat(SutAotLaunch.jarArguments(jar, List.of()))
                .containsExactly("-XX:AOTCache=" + cache, "-jar", extracted.toString());
    }

    @Test
    void plainJarWhenTheScenarioChoosesClassSharingItself() throws Exception {
        Path jar = Files.writeString(target.resolve("service-under-test.jar"), "jar");
        Path aot = Files.createDirectories(target.resolve("aot"));
        Files.writeString(aot.resolve("service-under-test.jar"), "thin jar");
        Files.writeString(aot.resolve("service-under-test.aot"), "cache");

        assertThat(SutAotLaunch.jarArguments(jar, List.of("-Xmx1g", "-Xshare:off")))
                .containsExactly("-jar", jar.toString());
    }

    @Test
    void plainJarWhenTheJarWasRebuiltAfterTheCache() throws Exception {
        Path jar = Files.writeString(target.resolve("service-under-test.jar"), "jar");
        Path aot = Files.createDirectories(target.resolve("aot"));
        Files.writeString(aot.resolve("service-under-test.jar"), "thin jar");
        Path cache = Files.writeString(aot.resolve("service-under-test.aot"), "cache");
        Files.setLastModifiedTime(cache, FileTime.from(Instant.parse("2026-01-01T00:00:00Z")));
        Files.setLastModifiedTime(jar, FileTime.from(Instant.parse("2026-01-01T00:05:00Z")));

        assertThat(SutAotLaunch.jarArguments(jar, List.of())).containsExactly("-jar", jar.toString());
    }
}
