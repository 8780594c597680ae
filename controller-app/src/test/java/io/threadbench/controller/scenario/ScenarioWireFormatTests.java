package io.threadbench.controller.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The scenario's wire formats, pinned byte for byte in {@code src/test/resources/scenario-wire/}: the codec's JSON
 * (request bodies, stored copies, trial snapshots) and YAML (files, downloads, exports), the controller's other two
 * JSON mappers (alphabetical, and the indented one of text boxes), and what every shipped scenario file reads to.
 * A change here changes what users and stored data see. To write the fixtures anew after a change that is meant,
 * run with {@code -Dthreadbench.fixtures.write=true} and review the difference.
 */
public class ScenarioWireFormatTests {

    /** Where the fixtures live, relative to the controller module. */
    public static final String FIXTURES = "scenario-wire/";

    /** Every field set, none at its default. */
    public static Scenario everyField() {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("server.tomcat.threads.max", "10");
        properties.put("threadbench.flag", "true");
        properties.put("threadbench.empty", "");
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "application/json");
        headers.put("X-Trace", "{i}");
        Map<String, List<String>> picks = new LinkedHashMap<>();
        picks.put("city", List.of("Oslo", "Lima"));
        picks.put("id", List.of("1", "2", "3"));
        return Scenario.builder("every-field")
                .description("Every field: 'quotes', \"double\", unicode é, a # not a comment")
                .workload(Workload.REQUESTS)
                .loadShape(LoadShape.CUSTOM)
                .vus(40)
                .rps(250)
                .thinkTimeMillis(200, 900)
                .stages(List.of(new Scenario.Stage(10, 40), new Scenario.Stage(20, 40), new Scenario.Stage(5, 0)))
                .delayMillis(120)
                .delayCallDepth(2)
                .fanoutCalls(7)
                .allocateKilobytes(512)
                .upstream(Upstream.SEPARATE)
                .warmupSeconds(3)
                .durationSeconds(35)
                .serverProperties(properties)
                .jvmOptions(List.of("-Xmx1g", "-XX:+UseZGC", "-Dfoo=bar"))
                .requests(List.of(
                        new RequestTemplate(
                                "post",
                                "/orders/{i}?city={city}",
                                headers,
                                "{\"id\": \"{id}\"}",
                                3,
                                picks,
                                List.of("201", "400-499"),
                                false),
                        new RequestTemplate("GET", "/health", null, null, null, null)))
                .backend(new Backend(Database.POSTGRES, false, UpstreamClient.JDK))
                .capacity(new CapacityPlan(new CapacityPlan.Slo(250.0, 1.5, 80.0), 100, 1.5, null, 6, 2, 2000, 2.5))
                .build();
    }

    /** A capacity search as a user would write it, with the timings of the plan left to their defaults. */
    public static Scenario capacitySearch() {
        return ScenarioCodec.fromYaml("""
                        name: capacity-search
                        description: How many requests a second the movies endpoint takes within its SLO
                        workload: movies-get
                        loadShape: capacity
                        vus: 300
                        delayMillis: 50
                        database: postgres
                        cache: off
                        capacity:
                          slo: {p99Millis: 200, errorPercent: 1}
                          startRate: 50
                          stepIncrement: 50
                          maxRate: 400
                        """).getFirst();
    }

    /** Nothing but a name: the builder's defaults, workload and shape left empty. */
    public static Scenario minimal() {
        return Scenario.builder("minimal").build();
    }

    /** Nothing but a name, read from YAML: the reader's defaults. */
    public static Scenario minimalRead() {
        return ScenarioCodec.fromYaml("name: minimal-read").getFirst();
    }

    private static Map<String, Scenario> pinned() {
        Map<String, Scenario> pinned = new LinkedHashMap<>();
        pinned.put("every-field", everyField());
        pinned.put("capacity-search", capacitySearch());
        pinned.put("minimal", minimal());
        pinned.put("minimal-read", minimalRead());
        return pinned;
    }

    @Test
    void theCodecWritesTheSameJsonAndReadsItBack() {
        pinned().forEach((name, scenario) -> {
            String json = ScenarioCodec.toJson(scenario);
            assertMatchesFixture(name + ".json", json);
            assertThat(ScenarioCodec.fromJson(json)).as(name).isEqualTo(scenario);
        });
    }

    @Test
    void theCodecWritesTheSameYamlAndReadsItBack() {
        pinned().forEach((name, scenario) -> {
            String yaml = ScenarioCodec.toYaml(scenario);
            assertMatchesFixture(name + ".yaml", yaml);
            assertThat(ScenarioCodec.fromYaml(yaml)).as(name).containsExactly(scenario);
        });
        List<Scenario> all = List.copyOf(pinned().values());
        assertMatchesFixture("all.yaml", ScenarioCodec.toYaml(all));
    }

    @Test
    void theOtherMappersWriteTheSameJson() {
        pinned().forEach((name, scenario) -> {
            assertMatchesFixture(name + ".mapper.json", Json.MAPPER.writeValueAsString(scenario));
            assertMatchesFixture(name + ".pretty.json", Json.PRETTY.writeValueAsString(scenario));
            assertThat(Json.MAPPER.readValue(Json.MAPPER.writeValueAsString(scenario), Scenario.class))
                    .as(name)
                    .isEqualTo(scenario);
        });
    }

    @Test
    void theFixturesReadToTheScenariosTheyWereWrittenFrom() {
        pinned().forEach((name, scenario) -> {
            assertThat(ScenarioCodec.fromJson(fixture(name + ".json"))).as(name).isEqualTo(scenario);
            assertThat(ScenarioCodec.fromYaml(fixture(name + ".yaml"))).as(name).containsExactly(scenario);
            assertThat(ScenarioCodec.fromJson(fixture(name + ".pretty.json")))
                    .as(name)
                    .isEqualTo(scenario);
        });
    }

    @Test
    void everyShippedScenarioReadsAsBefore() throws IOException {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.list(ScenarioTestSupport.scenariosDir())) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                for (Scenario scenario : ScenarioCodec.fromYaml(Files.readString(file))) {
                    lines.add(file.getFileName() + " " + ScenarioCodec.toJson(scenario) + " planned "
                            + scenario.plannedSeconds());
                }
            }
        }
        assertThat(lines).hasSizeGreaterThan(10);
        assertMatchesFixture("shipped.txt", String.join("\n", lines) + "\n");
    }

    @Test
    void readingErrorsAreAsBefore() {
        List<String> lines = new ArrayList<>();
        for (String yaml : List.of(
                "{name: x, vu: 5}",
                "{name: x, vus: many}",
                "{name: x, vus: 1.5}",
                "{name: x, vus: null, rps: null, description: null}",
                "{name: x, cache: maybe}",
                "{name: x, cache: 1, database: oracle}",
                "{name: x, cache: false, upstreamClient: curl}",
                "{name: x, stages: [null, {durationSeconds: 1}], jvmOptions: [null]}",
                "{name: x, requests: [null, {method: GET, path: /a, weigth: 1}]}",
                "{name: x, capacity: {startRate: fast}, loadShape: capacity}",
                "{name: x, serverProperties: {a: {b: 1}}, upstream: elsewhere}",
                "{name: 7, workload: 8, loadShape: [], durationSeconds: {}}",
                "- {name: a, vus: many}\n- {name: b, colour: red}\n")) {
            try {
                lines.add(yaml + " -> read "
                        + ScenarioCodec.toJson(ScenarioCodec.fromYaml(yaml).getFirst()));
            } catch (io.threadbench.controller.errors.ValidationException e) {
                lines.add(yaml + " -> " + e.getMessage());
                e.fieldErrors().forEach(error -> lines.add("  " + error.field() + ": " + error.message()));
            }
        }
        for (String json :
                List.of("{\"name\": \"x\", \"cache\": true, \"vus\": \"3\"}", "{\"name\": \"x\", \"vus\": 3.0}")) {
            try {
                lines.add(json + " -> read " + ScenarioCodec.toJson(ScenarioCodec.fromJson(json)));
            } catch (io.threadbench.controller.errors.ValidationException e) {
                lines.add(json + " -> " + e.getMessage());
                e.fieldErrors().forEach(error -> lines.add("  " + error.field() + ": " + error.message()));
            }
        }
        assertMatchesFixture("reading-errors.txt", String.join("\n", lines) + "\n");
    }

    /** Compares {@code actual} with the fixture {@code name}, or writes it when asked to. */
    public static void assertMatchesFixture(String name, String actual) {
        if (Boolean.getBoolean("threadbench.fixtures.write")) {
            try {
                Path file = Path.of("src/test/resources", FIXTURES, name);
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return;
        }
        assertThat(actual).as("fixture %s", name).isEqualTo(fixture(name));
    }

    /** The text of fixture {@code name}. */
    public static String fixture(String name) {
        try (InputStream in = ScenarioWireFormatTests.class.getResourceAsStream("/" + FIXTURES + name)) {
            assertThat(in).as("fixture %s", name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
