package io.threadbench.controller.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.ScenarioService.ImportItem;
import java.util.List;
import org.junit.jupiter.api.Test;

public class LoomWebfluxCsvImporterTests {

    public static final String HEADER =
            "scenario,k6Config,serverProfiles,delayCallDepth,delayInMillis,connections,requestsPerSecond,"
                    + "warmupDurationInSeconds,testDurationInSeconds\n";

    @Test
    void mapsScriptNamesToWorkloadsAndShapes() {
        List<ImportItem> items = LoomWebfluxCsvImporter.parse(HEADER + """
                # plain request scripts: VUs with k6's global rps cap
                tiny-get-time,get-time.js,,1,100,5,5,0,15
                movies-capped,get-movies.js,postgres|no-cache,0,100,200,150,10,60

                stepped,get-movies-stepped-vus-spike.js,,0,100,20000,,0,180
                smooth-mix,get-post-movies-smooth-vus-spike.js,,2,100,20000,,0,180
                sharp-mix,get-post-movies-sharp-vus-spikes.js,,1,100,30000,,0,300
                rate,get-time-constant-rate.js,,0,10,50,400,5,30
                """);

        assertThat(items)
                .extracting(ImportItem::label)
                .containsExactly("line 3", "line 4", "line 6", "line 7", "line 8", "line 9");
        List<Scenario> scenarios = items.stream().map(ImportItem::scenario).toList();
        assertThat(scenarios)
                .extracting(s -> s.work().workload())
                .containsExactly(
                        Workload.EPOCH_MILLIS,
                        Workload.MOVIES_GET,
                        Workload.MOVIES_GET,
                        Workload.MOVIES_GET_POST,
                        Workload.MOVIES_GET_POST,
                        Workload.EPOCH_MILLIS);
        assertThat(scenarios)
                .extracting(s -> s.load().shape())
                .containsExactly(
                        LoadShape.CONSTANT_VUS,
                        LoadShape.CONSTANT_VUS,
                        LoadShape.STEPPED_SPIKE,
                        LoadShape.SMOOTH_SPIKE,
                        LoadShape.SHARP_SPIKES,
                        LoadShape.CONSTANT_RATE);

        Scenario capped = scenarios.get(1);
        assertThat(capped.name()).isEqualTo("movies-capped");
        assertThat(capped.load().vus()).isEqualTo(200);
        assertThat(capped.load().rps()).isEqualTo(150);
        assertThat(capped.work().delayMillis()).isEqualTo(100);
        assertThat(capped.timing().warmupSeconds()).isEqualTo(10);
        assertThat(capped.timing().durationSeconds()).isEqualTo(60);
        assertThat(capped.description()).contains("get-movies.js", "serverProfiles postgres|no-cache");
        assertThat(capped.work().backend()).isEqualTo(new Backend(Database.POSTGRES, false, UpstreamClient.APACHE5));
        assertThat(capped.launch().jvmOptions()).isEmpty();
        assertThat(capped.launch().serverProperties()).isEmpty();

        Scenario smooth = scenarios.get(3);
        assertThat(smooth.work().delayCallDepth()).isEqualTo(2);
        assertThat(smooth.load().rps()).isNull();
        assertThat(smooth.load().thinkTimeMinMillis()).isEqualTo(1000);
        assertThat(smooth.load().thinkTimeMaxMillis()).isEqualTo(3000);
    }

    @Test
    void serverProfilesBecomeTheBackendOfTheScenario() {
        // rows as loom-webflux-benchmarks' scenarios-postgres.csv and scenarios-clients.csv write them
        List<Scenario> scenarios = LoomWebfluxCsvImporter.parse(HEADER + """
                        10-vus-and-rps-get-movies-postgres-no-cache,get-movies.js,postgres|no-cache,0,100,10,10,0,120
                        restclient-jdk-depth-1,get-post-movies-smooth-vus-spike.js,restclient|restclient-jdk,1,100,10000,,0,180
                        restclient-apache5-depth-1,get-post-movies-smooth-vus-spike.js,restclient|restclient-apache5,1,100,10000,,0,180
                        webclient-netty-depth-2,get-post-movies-smooth-vus-spike.js,webclient|webclient-netty,2,100,10000,,0,180
                        """).stream()
                .map(ImportItem::scenario)
                .toList();

        assertThat(scenarios)
                .extracting(s -> s.work().backend())
                .containsExactly(
                        new Backend(Database.POSTGRES, false, UpstreamClient.APACHE5),
                        new Backend(Database.H2, true, UpstreamClient.JDK),
                        new Backend(Database.H2, true, UpstreamClient.APACHE5),
                        new Backend(Database.H2, true, UpstreamClient.REACTOR_NETTY));
    }

    @Test
    void aProfileWithoutEquivalentOrThatChangesNothingIsRefusedByName() {
        ValidationException refused =
                catchThrowableOfType(ValidationException.class, () -> LoomWebfluxCsvImporter.parse(HEADER + """
                        approach-profile,get-time.js,loom-tomcat,0,100,5,5,0,15
                        postgres-without-movies,get-time.js,postgres,0,100,5,5,0,15
                        """));

        assertThat(refused.fieldErrors())
                .extracting(FieldError::field)
                .containsExactly("line 2.serverProfiles", "line 3.serverProfiles");
        assertThat(refused.fieldErrors().get(0).message())
                .contains("server profile 'loom-tomcat' has no Threadbench equivalent")
                .contains("postgres, no-cache");
        assertThat(refused.fieldErrors().get(1).message())
                .contains("database postgres applies to the movies workloads");
    }

    @Test
    void readsTheOlderFormatWithoutOptionalColumns() {
        List<ImportItem> items = LoomWebfluxCsvImporter.parse("""
                scenario,k6Config,delayInMillis,connections,requestsPerSecond,warmupDurationInSeconds,testDurationInSeconds
                old-smoke,get-time.js,100,5,5,0,5
                """);

        assertThat(items).singleElement().satisfies(item -> {
            assertThat(item.scenario().work().delayCallDepth()).isZero();
            assertThat(item.scenario().load().vus()).isEqualTo(5);
        });
    }

    @Test
    void everyBadRowIsReportedWithItsLineAndColumn() {
        ValidationException e =
                catchThrowableOfType(ValidationException.class, () -> LoomWebfluxCsvImporter.parse(HEADER + """
                good,get-time.js,,0,100,5,5,0,15
                # a comment line still counts
                zero-vus,get-time.js,,0,100,0,5,0,15
                Bad_Name,get-movies.js,,0,100,5,5,0,15
                mystery,k6-ramp-vus-to-25k-steps.js,,0,100,5,,0,15
                words,get-time.js,,0,lots,5,5,0,15
                short,get-time.js,,0,100
                rate-without-rps,constant-rate-get-time.js,,0,100,5,,0,15
                """));

        assertThat(e.fieldErrors())
                .extracting(FieldError::message)
                .containsExactly(
                        "line 4, column connections: vus must be between 1 and 100000, got 0",
                        "line 5, column scenario: name 'Bad_Name' must be 1 to 100 characters of a-z, 0-9 and '-', starting with a letter or digit",
                        "line 6, column k6Config: cannot tell the workload from 'k6-ramp-vus-to-25k-steps.js'; expected a script name "
                                + "containing get-time, get-movies, get-post-movies, fanout, allocate or car",
                        "line 6, column k6Config: cannot tell the load shape from 'k6-ramp-vus-to-25k-steps.js'; expected a name containing "
                                + "stepped, smooth, sharp, constant-rate or constant-vus, or a plain request script",
                        "line 7, column delayInMillis: 'lots' is not a whole number",
                        "line 8: expected 9 values like the header, got 5",
                        "line 9, column requestsPerSecond: rps is required for the constant-rate loadShape");
        assertThat(e.fieldErrors()).extracting(FieldError::field).startsWith("line 4.connections", "line 5.scenario");
    }

    @Test
    void rejectsUnknownAndMissingColumns() {
        ValidationException e =
                catchThrowableOfType(ValidationException.class, () -> LoomWebfluxCsvImporter.parse("""
                scenario,k6Config,delayInMillis,conections,warmupDurationInSeconds,testDurationInSeconds
                a,get-time.js,100,5,0,5
                """));

        assertThat(e.fieldErrors())
                .extracting(FieldError::message)
                .containsExactly(
                        "header: unknown column 'conections'; known columns: scenario,k6Config,delayInMillis,connections,"
                                + "warmupDurationInSeconds,testDurationInSeconds,serverProfiles,delayCallDepth,requestsPerSecond",
                        "header: column 'connections' is missing");
    }

    @Test
    void rejectsAnEmptyFileOrOneWithoutRows() {
        assertThat(catchThrowableOfType(ValidationException.class, () -> LoomWebfluxCsvImporter.parse(""))
                        .getMessage())
                .startsWith("the CSV is empty");
        assertThat(catchThrowableOfType(
                                ValidationException.class, () -> LoomWebfluxCsvImporter.parse(HEADER + "# nothing\n"))
                        .getMessage())
                .isEqualTo("the CSV holds no scenario rows");
    }

    /** Found by the schemathesis fuzz run: broken quoting was a 500. */
    @Test
    void brokenQuotingIsAMalformedCsvNotACrash() {
        assertThatThrownBy(() -> LoomWebfluxCsvImporter.parse("{\"[x\": [1, 2], \"\": {}}"))
                .isInstanceOf(io.threadbench.controller.errors.ValidationException.class)
                .hasMessageStartingWith("malformed CSV: ");
        assertThatThrownBy(() -> LoomWebfluxCsvImporter.parse(HEADER + "\"a\"b,c\n"))
                .isInstanceOf(io.threadbench.controller.errors.ValidationException.class)
                .hasMessageContaining("malformed CSV: Invalid character between encapsulated token and delimiter");
    }
}
