package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.Backend;
import io.threadbench.controller.scenario.Database;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioFields;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.UpstreamClient;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class ScenarioPagesTests extends PageTestSupport {

    @Autowired
    ScenarioService scenarios;

    private static Map<String, String> form(String name) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("name", name);
        form.put("description", "made by a test");
        form.put("workload", "epoch-millis");
        form.put("loadShape", "constant-vus");
        form.put("vus", "4");
        form.put("rps", "");
        form.put("delayMillis", "20");
        form.put("delayCallDepth", "0");
        form.put("upstream", "self");
        form.put("warmupSeconds", "1");
        form.put("durationSeconds", "3");
        form.put("serverProperties", "server.tomcat.threads.max=10\n");
        form.put("jvmOptions", "-Xmx256m\n\n-XX:+UseParallelGC");
        return form;
    }

    @Test
    void listShowsTheDefaultScenariosWithTheirActions() {
        Page list = get("/scenarios");

        assertThat(list.status()).isEqualTo(200);
        assertThat(list.body())
                .contains("<title>Scenarios · Threadbench</title>")
                .contains("id=\"scenario-smoketest\"")
                .contains("action=\"/scenarios/smoketest/duplicate\"")
                .contains("hx-confirm=\"Delete scenario &#39;smoketest&#39;? Past benchmarks keep their copy.\"");
    }

    @Test
    void theFormShowsEveryFlatFieldWithItsLabelAndMessageSlot() {
        String page = get("/scenarios/new").body();

        for (ScenarioFields.Field field : ScenarioFields.all()) {
            assertThat(page).as(field.name()).contains(field.label()).contains("id=\"err-" + field.name() + "\"");
        }
        assertThat(page).contains("<label>VUs <small>(virtual users)</small>");
    }

    @Test
    void createSavesEveryFieldAndRedirectsToTheList() {
        Page saved = post("/scenarios", form("page-created"));

        assertThat(saved.status()).isEqualTo(302);
        assertThat(saved.header("Location")).endsWith("/scenarios");
        Scenario scenario = scenarios.get("page-created").scenario();
        assertThat(scenario.load().vus()).isEqualTo(4);
        assertThat(scenario.load().rps()).isNull();
        assertThat(scenario.work().delayMillis()).isEqualTo(20);
        assertThat(scenario.launch().serverProperties()).containsExactly(Map.entry("server.tomcat.threads.max", "10"));
        assertThat(scenario.launch().jvmOptions()).containsExactly("-Xmx256m", "-XX:+UseParallelGC");
    }

    @Test
    void badInputIsShownAtTheFieldsAndSavesNothing() {
        Map<String, String> bad = form("Bad Name");
        bad.put("vus", "lots");
        bad.put("durationSeconds", "0");
        bad.put("serverProperties", "no-equals-sign");

        Page page = post("/scenarios", bad);

        assertThat(page.status()).isEqualTo(400);
        assertThat(page.body())
                .contains("The scenario was not saved: 4 fields need fixing.")
                .contains("VUs must be a whole number, got &#39;lots&#39;")
                .contains(
                        "Measured seconds must be between 1 and 86400, got 0") // the form's label, not the field's name
                .contains("Server properties line 1 &#39;no-equals-sign&#39; must be key=value")
                .contains("must be 1 to 100 characters of a-z")
                .contains("value=\"lots\""); // what was typed stays in the form
        assertThat(scenarios.find("Bad Name")).isEmpty();
    }

    @Test
    void backendChoicesAreSavedOrRefusedAtTheirFields() {
        Map<String, String> movies = form("page-postgres");
        movies.put("workload", "movies-get");
        movies.put("database", "postgres");
        movies.put("cache", "off");
        assertThat(post("/scenarios", movies).status()).isEqualTo(302);
        assertThat(scenarios.get("page-postgres").scenario().work().backend())
                .isEqualTo(new Backend(Database.POSTGRES, false, UpstreamClient.APACHE5));
        assertThat(get("/scenarios/page-postgres/edit").body())
                .contains("<option value=\"postgres\" selected=\"selected\">postgres</option>")
                .contains("<option value=\"off\" selected=\"selected\">off</option>");

        Map<String, String> plain = form("page-jdk-client");
        plain.put("upstreamClient", "jdk");
        plain.put("delayCallDepth", "0");
        Page refused = post("/scenarios", plain);

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.body())
                .contains("<small class=\"field-error\" id=\"err-upstreamClient\">Upstream client jdk would change"
                        + " nothing");
        assertThat(scenarios.find("page-jdk-client")).isEmpty();
    }

    @Test
    void inlineValidationAnswersOnlyForTouchedInputs() {
        Map<String, String> bad = form("");
        bad.put("vus", "0");
        bad.put("touched", "vus");

        Page answer = htmxPost("/scenarios/validate", bad);

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.body())
                .contains(
                        "<small class=\"field-error\" id=\"err-vus\" hx-swap-oob=\"true\">VUs must be between 1 and 100000, got 0</small>")
                .contains("<small class=\"field-error\" id=\"err-name\" hx-swap-oob=\"true\"></small>")
                .doesNotContain("<html");
    }

    @Test
    void inlineValidationReportsATakenName() {
        Map<String, String> taken = form("smoketest");
        taken.put("touched", "name");

        assertThat(htmxPost("/scenarios/validate", taken).body()).contains("name &#39;smoketest&#39; is already taken");

        taken.put("currentName", "smoketest"); // editing smoketest itself keeps its name
        assertThat(htmxPost("/scenarios/validate", taken).body()).doesNotContain("already taken");
    }

    private static Map<String, String> capacityForm(String name) {
        Map<String, String> form = form(name);
        form.put("loadShape", "capacity");
        form.put("rps", "500"); // hidden for capacity: ignored
        form.put("vus", "300");
        form.put("durationSeconds", "");
        form.put("capacity.sloP99Millis", "150");
        form.put("capacity.sloErrorPercent", "0.5");
        form.put("capacity.sloP50Millis", "");
        form.put("capacity.startRate", "40");
        form.put("capacity.stepFactor", "1.5");
        form.put("capacity.stepIncrement", "");
        form.put("capacity.maxRate", "600");
        form.put("capacity.stepSeconds", "4");
        form.put("capacity.settleSeconds", "1");
        form.put("capacity.precisionPercent", "5");
        return form;
    }

    @Test
    void capacityShapeSavesItsSearch() {
        Page saved = post("/scenarios", capacityForm("page-capacity"));

        assertThat(saved.status()).isEqualTo(302);
        Scenario scenario = scenarios.get("page-capacity").scenario();
        assertThat(scenario.load().shape()).isEqualTo(LoadShape.CAPACITY);
        assertThat(scenario.load().rps()).isNull();
        assertThat(scenario.capacity().slo().p99Millis()).isEqualTo(150.0);
        assertThat(scenario.capacity().slo().errorPercent()).isEqualTo(0.5);
        assertThat(scenario.capacity().slo().p50Millis()).isNull();
        assertThat(List.of(
                        scenario.capacity().startRate(),
                        scenario.capacity().maxRate(),
                        scenario.capacity().stepSeconds()))
                .containsExactly(40, 600, 4);
        assertThat(get("/scenarios/page-capacity/edit").body())
                .contains("name=\"capacity.stepFactor\" id=\"capacityStepFactor\" inputmode=\"decimal\" value=\"1.5\"");
    }

    @Test
    void badCapacityInputIsShownAtItsFields() {
        Map<String, String> bad = capacityForm("page-capacity-bad");
        bad.put("capacity.sloP99Millis", "");
        bad.put("capacity.sloErrorPercent", "");
        bad.put("capacity.stepFactor", "1");
        bad.put("capacity.maxRate", "20");
        bad.put("capacity.settleSeconds", "soon");

        Page page = post("/scenarios", bad);

        assertThat(page.status()).isEqualTo(400);
        assertThat(page.body())
                .contains("id=\"err-capacitySloP99Millis\">capacity.slo is required")
                .contains("id=\"err-capacityStepFactor\">capacity.stepFactor must be above 1 (so that the rate grows)")
                .contains("id=\"err-capacityMaxRate\">capacity.maxRate (20) must not be below capacity.startRate (40)")
                .contains("id=\"err-capacitySettleSeconds\">capacity.settleSeconds must be a whole number, got"
                        + " &#39;soon&#39;");
        assertThat(scenarios.find("page-capacity-bad")).isEmpty();
    }

    @Test
    void customShapeReadsStageRowsAndDropsFieldsOfOtherShapes() {
        Map<String, String> custom = form("page-custom");
        custom.put("loadShape", "custom");
        custom.put("rps", "500"); // hidden for custom: ignored
        custom.put("vus", "");
        custom.put("durationSeconds", "");
        String body = encode(custom)
                + "&stageDuration=5&stageTarget=10&stageDuration=&stageTarget=&stageDuration=7&stageTarget=0";

        Page saved = postRaw("/scenarios", body);

        assertThat(saved.status()).isEqualTo(302);
        Scenario scenario = scenarios.get("page-custom").scenario();
        assertThat(scenario.load().shape()).isEqualTo(LoadShape.CUSTOM);
        assertThat(scenario.load().stages()).containsExactly(new Scenario.Stage(5, 10), new Scenario.Stage(7, 0));
        assertThat(scenario.load().rps()).isNull();
        assertThat(scenario.load().vus()).isEqualTo(10);
        assertThat(scenario.timing().durationSeconds()).isEqualTo(12);
    }

    @Test
    void editShowsStoredValuesAndSaveCanRename() {
        post("/scenarios", form("page-edit"));

        Page edit = get("/scenarios/page-edit/edit");
        assertThat(edit.body()).contains("value=\"page-edit\"").contains("server.tomcat.threads.max=10");

        Map<String, String> changed = form("page-edit-renamed");
        changed.put("vus", "9");
        assertThat(post("/scenarios/page-edit", changed).status()).isEqualTo(302);
        assertThat(scenarios.find("page-edit")).isEmpty();
        assertThat(scenarios.get("page-edit-renamed").scenario().load().vus()).isEqualTo(9);
    }

    @Test
    void duplicateOpensTheCopyAndDeleteRemovesIt() {
        post("/scenarios", form("page-dup"));

        Page duplicated = post("/scenarios/page-dup/duplicate", Map.of());
        assertThat(duplicated.status()).isEqualTo(302);
        assertThat(duplicated.header("Location")).endsWith("/scenarios/page-dup-copy/edit");
        assertThat(scenarios.find("page-dup-copy")).isPresent();

        Page deleted = htmxPost("/scenarios/page-dup-copy/delete", Map.of());
        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.body()).isEmpty();
        assertThat(scenarios.find("page-dup-copy")).isEmpty();
    }

    @Test
    void unknownScenarioIsThe404PageWithItsName() {
        Page missing = get("/scenarios/no-such-scenario/edit");

        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.body()).contains("no scenario named &#39;no-such-scenario&#39;");
    }

    @Test
    void importsLoomCsvAndRejectsBadYamlWithMessages() {
        String csv = """
                scenario,k6Config,delayInMillis,connections,warmupDurationInSeconds,testDurationInSeconds
                page-csv-a,get-movies.js,100,50,5,30
                page-csv-b,get-time.js,0,20,5,30
                """;
        Page imported = postMultipart("/scenarios/import", "file", "loom.csv", csv, Map.of());
        assertThat(imported.status()).isEqualTo(302);
        assertThat(scenarios.get("page-csv-a").scenario().load().vus()).isEqualTo(50);
        assertThat(scenarios.find("page-csv-b")).isPresent();

        Page rejected = postMultipart(
                "/scenarios/import", "file", "bad.yaml", "name: page-yaml\nworkload: car\nvus: -1\n", Map.of());
        assertThat(rejected.status()).isEqualTo(400);
        assertThat(rejected.body())
                .contains("Nothing was imported")
                .contains("vus must be between 1 and 100000, got -1");
        assertThat(scenarios.find("page-yaml")).isEmpty();

        Page again = postMultipart("/scenarios/import", "file", "loom.csv", csv, Map.of());
        assertThat(again.body())
                .contains(
                        "scenarios already exist: page-csv-a, page-csv-b; rename them, or choose &quot;Skip them&quot;");
        Page skipped = postMultipart("/scenarios/import", "file", "loom.csv", csv, Map.of("onConflict", "skip"));
        assertThat(skipped.status()).isEqualTo(302);
        Page replaced = postMultipart("/scenarios/import", "file", "loom.csv", csv, Map.of("replace", "true"));
        assertThat(replaced.status()).isEqualTo(302);
        assertThat(List.of(scenarios.get("page-csv-a").name())).containsExactly("page-csv-a");
    }
}
