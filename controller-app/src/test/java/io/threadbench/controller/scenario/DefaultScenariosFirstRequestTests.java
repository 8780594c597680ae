package io.threadbench.controller.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.ThreadbenchApplication;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.json.JsonMapper;

/** A client that asks the moment the port opens already sees every default scenario. */
class DefaultScenariosFirstRequestTests {

    @TempDir
    Path home;

    @Test
    void theFirstRequestAfterThePortOpensListsEveryDefaultScenario() throws IOException {
        Path defaults = ScenarioTestSupport.scenariosDir();
        long shipped;
        try (Stream<Path> files = Files.list(defaults)) {
            shipped = files.filter(file -> file.toString().endsWith(".yaml")).count();
        }
        AtomicReference<String> firstAnswer = new AtomicReference<>();
        SpringApplication application = new SpringApplication(ThreadbenchApplication.class);
        // runs as soon as the web server listens, before anything else of the start-up that follows it
        application.addListeners((WebServerInitializedEvent event) ->
                firstAnswer.set(get(event.getWebServer().getPort(), "/api/scenarios")));

        try (ConfigurableApplicationContext context = application.run(
                "--server.port=0",
                "--threadbench.home=" + home,
                "--threadbench.database=" + home.resolve("threadbench.db"),
                "--threadbench.scenarios-dir=" + defaults,
                "--threadbench.warmup-requests=0")) {
            assertThat(context.isRunning()).isTrue();
        }

        assertThat(JsonMapper.builder().build().readTree(firstAnswer.get()).size())
                .as(firstAnswer.get())
                .isEqualTo((int) shipped);
    }

    private static String get(int port, String path) {
        try (HttpClient http = HttpClient.newHttpClient()) {
            return http.send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
