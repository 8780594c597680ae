package io.threadbench.controller.scenario;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.ScenarioService.ImportItem;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads scenario files of the loom-webflux-benchmarks project: a header line
 * {@code scenario,k6Config,serverProfiles,delayCallDepth,delayInMillis,connections,requestsPerSecond,
 * warmupDurationInSeconds,testDurationInSeconds} ({@code serverProfiles}, {@code delayCallDepth} and
 * {@code requestsPerSecond} may be absent, as in its older files), {@code #} comment lines, one scenario a row.
 *
 * <p>The k6 script name decides the load shape and workload: names with {@code stepped}, {@code smooth} or
 * {@code sharp} are the VU spike shapes; {@code constant-rate} is an arrival rate; the plain request
 * scripts ({@code get-time.js}, {@code get-movies.js}) run {@code connections} VUs in a closed loop with
 * {@code requestsPerSecond} as k6's global cap, which is {@code constant-vus} with an RPS cap here.
 * Server profiles ({@code |}-separated) that choose what stands behind the handlers become the scenario's
 * {@link Backend}: {@code postgres} the database, {@code no-cache} the cache off, {@code restclient-jdk},
 * {@code restclient-apache5}, {@code webclient-netty} (and {@code webclient}) the blocking approaches' upstream client;
 * {@code restclient} alone changes nothing (the blocking approaches call through RestClient anyway). Any other
 * profile is refused by name. Every problem is reported with its line; one bad row rejects the file.
 */
public final class LoomWebfluxCsvImporter {

    static final List<String> REQUIRED_COLUMNS = List.of(
            "scenario", "k6Config", "delayInMillis", "connections", "warmupDurationInSeconds", "testDurationInSeconds");
    static final List<String> OPTIONAL_COLUMNS = List.of("serverProfiles", "delayCallDepth", "requestsPerSecond");

    /** The server profiles that map to a scenario's backend. */
    static final List<String> KNOWN_PROFILES = List.of(
            "postgres",
            "no-cache",
            "restclient",
            "restclient-jdk",
            "restclient-apache5",
            "webclient",
            "webclient-netty");

    /** Scenario fields and the CSV columns they come from, to point messages at the right column. */
    private static final Map<String, String> COLUMN_OF_FIELD = Map.of(
            "name",
            "scenario",
            "vus",
            "connections",
            "rps",
            "requestsPerSecond",
            "delayMillis",
            "delayInMillis",
            "delayCallDepth",
            "delayCallDepth",
            "warmupSeconds",
            "warmupDurationInSeconds",
            "durationSeconds",
            "testDurationInSeconds",
            "database",
            "serverProfiles",
            "cache",
            "serverProfiles",
            "upstreamClient",
            "serverProfiles");

    private LoomWebfluxCsvImporter() {}

    /** The scenarios of the file, labelled with their line numbers; throws if any row is bad. */
    public static List<ImportItem> parse(String csv) {
        CSVFormat format = CSVFormat.DEFAULT
                .builder()
                .setCommentMarker('#')
                .setHeader()
                .setSkipHeaderRecord(true)
                .setIgnoreEmptyLines(true)
                .setIgnoreSurroundingSpaces(true)
                .get();
        List<ImportItem> items = new ArrayList<>();
        List<FieldError> errors = new ArrayList<>();
        try (CSVParser parser = CSVParser.parse(new StringReader(csv == null ? "" : csv), format)) {
            List<String> columns = parser.getHeaderNames();
            checkHeader(columns);
            for (CSVRecord row : parser) {
                String line = "line " + parser.getCurrentLineNumber();
                if (row.size() != columns.size()) {
                    errors.add(new FieldError(
                            line,
                            line + ": expected " + columns.size() + " values like the header, got " + row.size()));
                    continue;
                }
                Row parsed = new Row(line, row, errors);
                Scenario scenario = parsed.toScenario();
                if (scenario != null) {
                    for (FieldError error : ScenarioValidator.check(scenario)) {
                        errors.add(parsed.pointAtColumn(error));
                    }
                    items.add(new ImportItem(line, scenario));
                }
            }
        } catch (CSVException e) {
            throw malformed(e.getMessage()); // broken quoting: commons-csv reads nothing more after it
        } catch (UncheckedIOException e) {
            if (e.getCause() instanceof CSVException broken) {
                throw malformed(broken.getMessage());
            }
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (IllegalArgumentException | IllegalStateException e) {
            // commons-csv's complaints about the header or quoting
            throw new ValidationException(
                    "malformed CSV: " + e.getMessage(),
                    List.of(new FieldError("", "malformed CSV: " + e.getMessage())));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        if (items.isEmpty()) {
            throw new ValidationException(List.of(new FieldError("", "the CSV holds no scenario rows")));
        }
        return items;
    }

    private static void checkHeader(List<String> columns) {
        List<FieldError> errors = new ArrayList<>();
        if (columns.isEmpty()) {
            errors.add(new FieldError(
                    "line 1", "the CSV is empty; expected a header line " + String.join(",", REQUIRED_COLUMNS)));
        }
        Set<String> known = new HashSet<>(REQUIRED_COLUMNS);
        known.addAll(OPTIONAL_COLUMNS);
        columns.stream()
                .filter(column -> !known.contains(column))
                .forEach(column -> errors.add(new FieldError(
                        "line 1",
                        "header: unknown column '" + column + "'; known columns: " + String.join(",", REQUIRED_COLUMNS)
                                + "," + String.join(",", OPTIONAL_COLUMNS))));
        if (!columns.isEmpty()) {
            REQUIRED_COLUMNS.stream()
                    .filter(column -> !columns.contains(column))
                    .forEach(column ->
                            errors.add(new FieldError("line 1", "header: column '" + column + "' is missing")));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
    }

    /** One CSV row; problems go to the shared error list and {@link #toScenario()} returns null. */
    private static final class Row {
        private final String line;
        private final CSVRecord record;
        private final List<FieldError> errors;
        private boolean bad;

        Row(String line, CSVRecord record, List<FieldError> errors) {
            this.line = line;
            this.record = record;
            this.errors = errors;
        }

        Scenario toScenario() {
            String name = text("scenario");
            String k6Config = text("k6Config");
            String profiles = text("serverProfiles");
            Integer depth = number("delayCallDepth");
            Integer delay = number("delayInMillis");
            Integer vus = number("connections");
            Integer rps = number("requestsPerSecond");
            Integer warmup = number("warmupDurationInSeconds");
            Integer duration = number("testDurationInSeconds");
            Workload workload = workloadOf(k6Config);
            LoadShape shape = shapeOf(k6Config);
            Backend backend = backendOf(profiles);
            if (bad) {
                return null;
            }
            String description = "Imported from loom-webflux-benchmarks (k6Config " + k6Config
                    + (profiles.isEmpty() ? "" : ", serverProfiles " + profiles) + ")";
            // empty numbers stay 0, so that validation names them
            return Scenario.builder(name)
                    .description(description)
                    .workload(workload)
                    .loadShape(shape)
                    .vus(orZero(vus))
                    .rps(rps)
                    .delayMillis(orZero(delay))
                    .delayCallDepth(orZero(depth))
                    .warmupSeconds(orZero(warmup))
                    .durationSeconds(orZero(duration))
                    .backend(backend)
                    .build();
        }

        private static int orZero(Integer value) {
            return value == null ? 0 : value;
        }

        private Backend backendOf(String profiles) {
            Database database = Database.H2;
            boolean cache = true;
            UpstreamClient client = UpstreamClient.APACHE5;
            for (String profile : profiles.split("\\|")) {
                switch (profile.trim()) {
                    case "" -> {}
                    case "postgres" -> database = Database.POSTGRES;
                    case "no-cache" -> cache = false;
                    case "restclient", "restclient-apache5" -> {}
                    case "restclient-jdk" -> client = UpstreamClient.JDK;
                    case "webclient", "webclient-netty" -> client = UpstreamClient.REACTOR_NETTY;
                    default ->
                        fail(
                                "serverProfiles",
                                "server profile '" + profile.trim() + "' has no Threadbench equivalent; known: "
                                        + String.join(", ", KNOWN_PROFILES)
                                        + " (approaches are chosen per benchmark, not per scenario)");
                }
            }
            return new Backend(database, cache, client);
        }

        FieldError pointAtColumn(FieldError error) {
            String column = COLUMN_OF_FIELD.get(error.field());
            return column == null
                    ? new FieldError(line + "." + error.field(), line + ": " + error.message())
                    : new FieldError(line + "." + column, line + ", column " + column + ": " + error.message());
        }

        private String text(String column) {
            return record.isMapped(column) ? record.get(column).trim() : "";
        }

        private Integer number(String column) {
            String value = text(column);
            if (value.isEmpty()) {
                return null;
            }
            try {
                return Integer.valueOf(value);
            } catch (NumberFormatException e) {
                fail(column, "'" + value + "' is not a whole number");
                return null;
            }
        }

        private Workload workloadOf(String k6Config) {
            if (k6Config.isEmpty()) {
                fail("k6Config", "k6Config is required (the name of the k6 script, e.g. get-movies.js)");
                return null;
            }
            List<String> words = words(k6Config);
            if (Collections.indexOfSubList(words, List.of("get", "post", "movies")) >= 0) {
                return Workload.MOVIES_GET_POST;
            }
            if (words.contains("movies")) {
                return Workload.MOVIES_GET;
            }
            if (Collections.indexOfSubList(words, List.of("get", "time")) >= 0
                    || Collections.indexOfSubList(words, List.of("epoch", "millis")) >= 0) {
                return Workload.EPOCH_MILLIS;
            }
            for (Workload workload : List.of(Workload.FANOUT, Workload.ALLOCATE, Workload.CAR)) {
                if (words.contains(workload.id())) {
                    return workload;
                }
            }
            fail(
                    "k6Config",
                    "cannot tell the workload from '" + k6Config
                            + "'; expected a script name containing get-time, get-movies, get-post-movies, fanout, allocate or car");
            return null;
        }

        private LoadShape shapeOf(String k6Config) {
            if (k6Config.isEmpty()) {
                return null;
            }
            String lower = k6Config.toLowerCase(Locale.ROOT);
            List<String> words = words(k6Config);
            if (words.contains("stepped")) {
                return LoadShape.STEPPED_SPIKE;
            }
            if (words.contains("smooth")) {
                return LoadShape.SMOOTH_SPIKE;
            }
            if (words.contains("sharp")) {
                return LoadShape.SHARP_SPIKES;
            }
            if (lower.contains("constant-rate") || lower.contains("arrival-rate")) {
                return LoadShape.CONSTANT_RATE;
            }
            if (lower.contains("constant-vus")
                    || !(words.contains("ramp") || words.contains("spike") || words.contains("spikes"))) {
                return LoadShape.CONSTANT_VUS;
            }
            fail(
                    "k6Config",
                    "cannot tell the load shape from '" + k6Config
                            + "'; expected a name containing stepped, smooth, sharp, constant-rate or constant-vus, or a plain request script");
            return null;
        }

        private static List<String> words(String k6Config) {
            return Arrays.asList(
                    k6Config.toLowerCase(Locale.ROOT).replaceFirst("\\.js$", "").split("[^a-z0-9]+"));
        }

        private void fail(String column, String message) {
            bad = true;
            errors.add(new FieldError(line + "." + column, line + ", column " + column + ": " + message));
        }
    }

    private static ValidationException malformed(String reason) {
        String message = "malformed CSV: " + reason;
        return new ValidationException(message, List.of(new FieldError("", message)));
    }
}
