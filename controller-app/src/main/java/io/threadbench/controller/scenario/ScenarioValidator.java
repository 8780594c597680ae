package io.threadbench.controller.scenario;

import io.threadbench.contract.InputLimits;
import io.threadbench.controller.errors.FieldError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;

/**
 * The rules of a valid scenario, as a list of field errors (empty when valid) that the API and the
 * HTML form show next to the fields. Messages name the field and the allowed range, e.g.
 * {@code vus must be between 1 and 100000}.
 */
@Component
public class ScenarioValidator {

    /** Up to 100 characters: loom-webflux-benchmarks' own scenario names run to 68. */
    public static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,99}");

    static final int MAX_VUS = 100_000;
    static final int MAX_RPS = 1_000_000;
    static final int MAX_WARMUP_SECONDS = 3600;
    static final int MAX_DURATION_SECONDS = 86_400;
    static final int MAX_THINK_TIME_MILLIS = 60_000;
    // what one request may ask of the SUT: the limits the SUT itself holds to
    static final int MAX_DELAY_MILLIS = InputLimits.MAX_DELAY_MILLIS;
    static final int MAX_DELAY_CALL_DEPTH = InputLimits.MAX_DELAY_CALL_DEPTH;
    static final int MAX_FANOUT_CALLS = InputLimits.MAX_FANOUT_CALLS;
    static final int MAX_ALLOCATE_KILOBYTES = InputLimits.MAX_ALLOCATE_KILOBYTES;
    static final int MAX_STAGES = 100;
    static final int MAX_DESCRIPTION_LENGTH = 1000;

    private final ScenarioRepository repository;

    ScenarioValidator(ScenarioRepository repository) {
        this.repository = repository;
    }

    /**
     * All rules including a unique name.
     *
     * @param currentName the scenario's name before this edit, or null for a new scenario
     */
    public List<FieldError> validate(Scenario scenario, String currentName) {
        List<FieldError> errors = new ArrayList<>(check(scenario));
        String name = scenario.name();
        boolean nameValid = errors.stream().noneMatch(error -> error.field().equals("name"));
        if (nameValid && !name.equals(currentName) && repository.exists(name)) {
            errors.add(new FieldError("name", "name '" + name + "' is already taken"));
        }
        return errors;
    }

    /** The rules that need no database: everything except the uniqueness of the name. */
    public static List<FieldError> check(Scenario scenario) {
        Errors errors = new Errors();
        checkIdentity(scenario, errors);
        checkLoad(scenario, errors);
        checkServer(scenario, errors);
        checkLaunchOptions(scenario, errors);
        checkBackend(scenario, errors);
        errors.list.addAll(
                RequestRules.check(scenario.work().workload(), scenario.work().requests()));
        return errors.list;
    }

    private static void checkIdentity(Scenario s, Errors errors) {
        if (s.name() == null || s.name().isEmpty()) {
            errors.add("name", "name is required");
        } else if (!NAME.matcher(s.name()).matches()) {
            errors.add(
                    "name",
                    "name '" + abbreviate(s.name()) + "' must be 1 to 100 characters of a-z, 0-9 and '-', "
                            + "starting with a letter or digit");
        }
        if (s.description().length() > MAX_DESCRIPTION_LENGTH) {
            errors.add("description", "description must be at most " + MAX_DESCRIPTION_LENGTH + " characters");
        } else if (s.description().chars().anyMatch(Character::isISOControl)) {
            errors.add("description", "description must be a single line without control characters");
        }
        if (s.work().workload() == null) {
            errors.add("workload", "workload is required, one of " + Workload.ids());
        }
    }

    private static void checkLoad(Scenario s, Errors errors) {
        LoadShape shape = s.load().shape();
        if (shape == null) {
            errors.add("loadShape", "loadShape is required, one of " + LoadShape.ids());
        }
        errors.range("vus", s.load().vus(), 1, MAX_VUS);
        if (shape != null && shape.needsRps() && s.load().rps() == null) {
            errors.add("rps", "rps is required for the " + shape.id() + " loadShape");
        } else if (s.load().rps() != null && shape != null && !shape.usesRps()) {
            errors.add(
                    "rps",
                    "rps is only used by the "
                            + LoadShape.where(LoadShape::usesRps).stream()
                                    .map(LoadShape::id)
                                    .collect(Collectors.joining(" and "))
                            + " loadShapes; leave it empty for " + shape.id());
        } else if (s.load().rps() != null) {
            errors.range("rps", s.load().rps(), 1, MAX_RPS);
        }
        errors.range("thinkTimeMinMillis", s.load().thinkTimeMinMillis(), 0, MAX_THINK_TIME_MILLIS);
        errors.range("thinkTimeMaxMillis", s.load().thinkTimeMaxMillis(), 0, MAX_THINK_TIME_MILLIS);
        if (s.load().thinkTimeMinMillis() > s.load().thinkTimeMaxMillis()) {
            errors.add(
                    "thinkTimeMaxMillis",
                    "thinkTimeMaxMillis (" + s.load().thinkTimeMaxMillis()
                            + ") must not be less than thinkTimeMinMillis ("
                            + s.load().thinkTimeMinMillis() + ")");
        }
        errors.range("warmupSeconds", s.timing().warmupSeconds(), 0, MAX_WARMUP_SECONDS);
        errors.range("durationSeconds", s.timing().durationSeconds(), 1, MAX_DURATION_SECONDS);
        if (shape != null && shape.usesCapacity()) {
            CapacityRules.check(s, errors.list);
        } else if (s.capacity() != null) {
            errors.add(
                    "capacity",
                    "capacity is only used by the capacity loadShape; leave it empty for "
                            + (shape == null ? "other shapes" : shape.id()));
        }
        if (shape != null && shape.usesStages()) {
            checkStages(s, errors);
        } else if (!s.load().stages().isEmpty()) {
            errors.add(
                    "stages",
                    "stages are only used by the custom loadShape; leave them empty for "
                            + (shape == null ? "other shapes" : shape.id()));
        }
    }

    private static void checkStages(Scenario s, Errors errors) {
        List<Scenario.Stage> stages = s.load().stages();
        if (stages.isEmpty() || stages.size() > MAX_STAGES) {
            errors.add("stages", "the custom loadShape needs 1 to " + MAX_STAGES + " stages, got " + stages.size());
            return;
        }
        for (int i = 0; i < stages.size(); i++) {
            errors.range("stages[" + i + "].durationSeconds", stages.get(i).durationSeconds(), 1, MAX_DURATION_SECONDS);
            errors.range("stages[" + i + "].target", stages.get(i).target(), 0, MAX_VUS);
        }
        long total = stages.stream().mapToLong(Scenario.Stage::durationSeconds).sum();
        int highest = stages.stream().mapToInt(Scenario.Stage::target).max().orElse(0);
        if (total != s.timing().durationSeconds()) {
            errors.add(
                    "durationSeconds",
                    "durationSeconds (" + s.timing().durationSeconds()
                            + ") must equal the total of the stage durations (" + total + ") for the custom loadShape");
        }
        if (s.load().vus() < highest) {
            errors.add(
                    "vus", "vus (" + s.load().vus() + ") must be at least the highest stage target (" + highest + ")");
        }
    }

    private static void checkServer(Scenario s, Errors errors) {
        errors.range("delayMillis", s.work().delayMillis(), 0, MAX_DELAY_MILLIS);
        errors.range("delayCallDepth", s.work().delayCallDepth(), 0, MAX_DELAY_CALL_DEPTH);
        errors.range("fanoutCalls", s.work().fanoutCalls(), 1, MAX_FANOUT_CALLS);
        errors.range("allocateKilobytes", s.work().allocateKilobytes(), 1, MAX_ALLOCATE_KILOBYTES);
    }

    /** Backend choices that would change nothing are refused rather than silently ignored. */
    private static void checkBackend(Scenario s, Errors errors) {
        boolean movies = s.work().workload() == Workload.MOVIES_GET || s.work().workload() == Workload.MOVIES_GET_POST;
        Backend backend = s.work().backend();
        if (!movies && backend.database() != Database.H2) {
            errors.add(
                    "database",
                    "database " + backend.database().id() + " applies to the movies workloads (movies-get,"
                            + " movies-get-post) only; this scenario's workload is "
                            + id(s.work().workload()));
        }
        if (!movies && !backend.cache()) {
            errors.add(
                    "cache",
                    "cache off applies to the movies workloads (movies-get, movies-get-post) only; this scenario's"
                            + " workload is " + id(s.work().workload()));
        }
        boolean callsUpstream = s.work().workload() == Workload.FANOUT
                || (s.work().workload() != Workload.REQUESTS && s.work().delayCallDepth() > 0);
        if (!callsUpstream && backend.upstreamClient() != UpstreamClient.APACHE5) {
            errors.add(
                    "upstreamClient",
                    "upstreamClient " + backend.upstreamClient().id() + " would change nothing: this scenario makes"
                            + " no upstream calls (use the fanout workload, or delayCallDepth 1 or more)");
        }
    }

    private static String id(Workload workload) {
        return workload == null ? "not set" : workload.id();
    }

    private static void checkLaunchOptions(Scenario s, Errors errors) {
        Map<String, String> properties = s.launch().serverProperties();
        if (properties.size() > LaunchOptionRules.MAX_SERVER_PROPERTIES) {
            errors.add(
                    "serverProperties",
                    "at most " + LaunchOptionRules.MAX_SERVER_PROPERTIES + " serverProperties are allowed");
        }
        properties.forEach((key, value) -> {
            String field = "serverProperties[" + key + "]";
            LaunchOptionRules.rejectPropertyKey(key)
                    .ifPresent(reason -> errors.add(
                            field, "serverProperties key '" + abbreviate(key) + "' is not allowed: " + reason));
            LaunchOptionRules.rejectPropertyValue(value)
                    .ifPresent(reason -> errors.add(
                            field, "serverProperties value of '" + abbreviate(key) + "' is not allowed: " + reason));
        });
        List<String> options = s.launch().jvmOptions();
        if (options.size() > LaunchOptionRules.MAX_JVM_OPTIONS) {
            errors.add("jvmOptions", "at most " + LaunchOptionRules.MAX_JVM_OPTIONS + " jvmOptions are allowed");
        }
        for (int i = 0; i < options.size(); i++) {
            String option = options.get(i);
            String field = "jvmOptions[" + i + "]";
            LaunchOptionRules.rejectJvmOption(option)
                    .ifPresent(reason ->
                            errors.add(field, field + " '" + abbreviate(option) + "' is not allowed: " + reason));
        }
    }

    /** Keeps echoed input short and on one line. */
    private static String abbreviate(String text) {
        String oneLine = text.replaceAll("\\p{Cntrl}", "?");
        return oneLine.length() <= 80 ? oneLine : oneLine.substring(0, 77) + "...";
    }

    private static final class Errors {
        final List<FieldError> list = new ArrayList<>();

        void add(String field, String message) {
            list.add(new FieldError(field, message));
        }

        void range(String field, long value, long min, long max) {
            if (value < min || value > max) {
                add(field, field + " must be between " + min + " and " + max + ", got " + value);
            }
        }
    }
}
