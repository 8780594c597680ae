package io.threadbench.controller.cli;

import io.threadbench.controller.results.verdict.GateRule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The options of {@code run}: {@code --scenarios a,b --approaches x,y | --variants l,m | --aa LABEL
 * [--variants-file F] --repetitions N --out DIR [--name TEXT]}.
 * Both {@code --opt value} and {@code --opt=value} are accepted. Arguments of the form {@code --a.b=value} are
 * controller properties (e.g. {@code --threadbench.home=DIR}) and go to Spring as they are.
 *
 * @param properties the {@code --a.b=value} arguments
 */
public record CliArguments(
        List<String> scenarios,
        List<String> approaches,
        int repetitions,
        Path out,
        String name,
        List<String> properties,
        Map<String, String> cpuSets,
        boolean allowCpuOverlap,
        Integer loadGenerators,
        Long resume,
        boolean help,
        List<String> variants,
        String aa,
        Path variantsFile,
        Long baseline,
        boolean failOnRegression,
        String ab,
        Boolean jfr,
        Double minEffectPercent,
        GateRule gateRule,
        boolean allowDoubtful) {

    public static final String COMMAND = "run";

    static final String USAGE = """
            usage: threadbench run --scenarios NAME[,NAME...] --approaches ID[,ID...] [options]
                   threadbench run --scenarios NAME[,NAME...] --variants LABEL[,LABEL...] [options]
                   threadbench run --scenarios NAME[,NAME...] --aa LABEL [options]
                   threadbench run --scenarios NAME[,NAME...] --ab LABEL [options]

            Runs a benchmark without the web server: every scenario with every variant, repeated,
            one trial at a time. Prints progress, writes results.csv, one series CSV per trial and
            report.html (self-contained, opens offline) to the output folder, and exits with 0 when every trial
            succeeded (and, with --fail-on-regression, the gate passed), 1 when a trial failed or the run was
            stopped, 2 for bad arguments, 3 when --fail-on-regression found a regression, 4 when it found none
            but could not judge a figure (unless --allow-doubtful).

              --scenarios NAMES     scenario names, comma separated (see the dashboard or /api/scenarios)
              --approaches IDS      platform-tomcat, loom-tomcat, loom-netty, webflux-netty, platform-jetty, loom-jetty,
                                    undertow-raw, vertx, helidon-se (comma separated)
              --variants LABELS     variants: the built-in approach ids and your own (see the dashboard's
                                    Variants page or /api/variants), comma separated
              --variants-file F     register the services and store the variants of a YAML file first
                                    (services: [{name, jar}], variants: [{label, service, jdk, ...}]);
                                    a Spring Boot 3.2+ jar gets NAME-platform and NAME-virtual
              --aa LABEL            A/A check: the variant against itself as LABEL-a and LABEL-b, with
                                    interleaved repetitions; prints the share of heatmap cells tied
              --ab LABEL            A/B check: a built-in variant as LABEL-a against LABEL-b, which
                                    answers 2 % of the scenario's delay later; prints whether that
                                    known difference was detected, and at how many repetitions
              --repetitions N       how often each scenario × approach runs (default 1)
              --out DIR             output folder (default: threadbench-results)
              --name TEXT           the benchmark's name (default: made up from the scenarios)
              --cpu-set ROLE=CORES  pin a role to cores (repeatable; roles sut, upstream, loadgen,
                                    controller; cores as Linux writes them: 0-1,3), e.g.
                                    --cpu-set sut=0 --cpu-set loadgen=1
              --allow-cpu-overlap   let the SUT share cores with the other roles
              --resume ID           run the missing trials of an interrupted or cancelled benchmark
                                    (finished trials are kept), then write its results as usual
              --load-generators N   k6 runners per trial, sharing its load (default: chosen from
                                    the planned rate and what one k6 carried here before)
              --baseline ID         compare p50, p99, requests/s and the error rate of every scenario ×
                                    approach with benchmark ID (Welch's test on both benchmarks'
                                    repetitions) and print what changed
              --fail-on-regression  with --baseline, gate the build: exit 3 when a figure is worse by more
                                    than --max-regression (one-sided 95 % upper bound of the slowdown beyond
                                    it, and a slowdown shown at all: at most 5 % false alarms per build while
                                    the drift stays within --drift-allowance); exit 4 when none is but a
                                    figure cannot be judged: trials
                                    with trust flags on either side, one repetition on a side, or an
                                    interval that allows both no slowdown and one beyond the margin
              --max-regression PCT  how much worse p50, p99 or requests/s may get (default 3%)
              --max-error-increase PP
                                    how many percentage points the error rate may rise (default 1pp)
              --drift-allowance PCT how far two benchmarks of the same build may differ (machine state,
                                    kernel, neighbours): the slowdown's interval is widened by it at both
                                    ends (default 1%; measure yours with an A/A pair of benchmarks)
              --allow-doubtful      with --fail-on-regression: exit 0 instead of 4 for what cannot be judged
              --min-effect PERCENT  the smallest difference that matters to the verdict (default 2%): a winner
                                    needs its whole interval beyond it, "the same" its whole interval inside it
              --jfr on|off          stream the SUT's flight recorder (pinned virtual threads, GC pauses)
                                    in every trial (default: off; it costs the SUT ~5 ms CPU/s)
              --a.b=VALUE           a controller property, e.g. --threadbench.home=DIR
              --help                this text
            """;

    /** Thrown for arguments that make no sense; the message says which. */
    public static class UsageException extends Exception {
        public UsageException(String message) {
            super(message);
        }
    }

    /**
     * Where the {@code run} command is in the controller's arguments: the first argument that is not a
     * {@code --spring.property=value}, or -1 when the controller is to start as a server.
     */
    public static int commandIndex(String[] args) {
        for (int i = 0; i < args.length; i++) {
            if (!args[i].startsWith("-")) {
                return args[i].equals(COMMAND) ? i : -1;
            }
        }
        return -1;
    }

    /** Parses the arguments after {@code run}. */
    public static CliArguments parse(List<String> args) throws UsageException {
        List<String> scenarios = null;
        List<String> approaches = null;
        Integer repetitions = null;
        Path out = null;
        String name = null;
        List<String> properties = new ArrayList<>();
        Map<String, String> cpuSets = new LinkedHashMap<>();
        boolean allowCpuOverlap = false;
        Integer loadGenerators = null;
        Long resume = null;
        List<String> variants = null;
        String aa = null;
        String ab = null;
        Path variantsFile = null;
        Long baseline = null;
        boolean failOnRegression = false;
        Boolean jfr = null;
        Double minEffect = null;
        Double maxRegression = null;
        Double maxErrorIncrease = null;
        Double driftAllowance = null;
        boolean allowDoubtful = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--help") || arg.equals("-h")) {
                return new CliArguments(
                        List.of(),
                        List.of(),
                        1,
                        null,
                        null,
                        List.of(),
                        Map.of(),
                        false,
                        null,
                        null,
                        true,
                        List.of(),
                        null,
                        null,
                        null,
                        false,
                        null,
                        null,
                        null,
                        GateRule.DEFAULT,
                        false);
            }
            if (!arg.startsWith("--")) {
                throw new UsageException("unexpected argument '" + arg + "'");
            }
            if (arg.equals("--allow-cpu-overlap")) {
                allowCpuOverlap = true;
                continue;
            }
            if (arg.equals("--fail-on-regression")) {
                failOnRegression = true;
                continue;
            }
            if (arg.equals("--allow-doubtful")) {
                allowDoubtful = true;
                continue;
            }
            String option = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            if (option.contains(".")) {
                if (!arg.contains("=")) {
                    throw new UsageException("write controller properties as " + option + "=VALUE");
                }
                properties.add(arg);
                continue;
            }
            String value;
            if (arg.contains("=")) {
                value = arg.substring(arg.indexOf('=') + 1);
            } else if (i + 1 < args.size() && !args.get(i + 1).startsWith("--")) {
                value = args.get(++i);
            } else {
                throw new UsageException(option + " needs a value");
            }
            switch (option) {
                case "--scenarios" -> scenarios = list(value);
                case "--approaches" -> approaches = list(value);
                case "--repetitions" -> repetitions = number(option, value);
                case "--out" -> out = Path.of(value);
                case "--name" -> name = value;
                case "--cpu-set" -> cpuSet(value, cpuSets);
                case "--load-generators" -> loadGenerators = number(option, value);
                case "--resume" -> resume = (long) number(option, value);
                case "--variants" -> variants = list(value);
                case "--aa" -> aa = value.strip();
                case "--ab" -> ab = value.strip();
                case "--variants-file" -> variantsFile = Path.of(value);
                case "--baseline" -> baseline = (long) number(option, value);
                case "--jfr" -> jfr = onOff(option, value);
                case "--min-effect" -> minEffect = percent(option, value);
                case "--max-regression" -> maxRegression = within(option, percent(option, value), 0.1, 50);
                case "--max-error-increase" -> maxErrorIncrease = within(option, points(option, value), 0.1, 50);
                case "--drift-allowance" -> driftAllowance = within(option, percent(option, value), 0, 20);
                default -> throw new UsageException("unknown option " + option);
            }
        }
        if (failOnRegression && baseline == null) {
            throw new UsageException("--fail-on-regression needs --baseline ID, the benchmark to compare with");
        }
        if (baseline == null
                && (maxRegression != null || maxErrorIncrease != null || driftAllowance != null || allowDoubtful)) {
            throw new UsageException("--max-regression, --max-error-increase, --drift-allowance and --allow-doubtful"
                    + " set the gate against --baseline ID; give it");
        }
        GateRule gateRule = new GateRule(
                maxRegression == null ? GateRule.DEFAULT_MAX_REGRESSION_PERCENT : maxRegression,
                maxErrorIncrease == null ? GateRule.DEFAULT_MAX_ERROR_INCREASE_POINTS : maxErrorIncrease,
                driftAllowance == null ? GateRule.DEFAULT_DRIFT_ALLOWANCE_PERCENT : driftAllowance);
        if (resume != null) {
            if (scenarios != null || approaches != null || variants != null || aa != null || ab != null) {
                throw new UsageException("--resume runs the missing trials of a benchmark as it was planned;"
                        + " leave out --scenarios, --approaches, --variants and --aa");
            }
            return new CliArguments(
                    List.of(),
                    List.of(),
                    1,
                    out == null ? Path.of("threadbench-results") : out,
                    null,
                    List.copyOf(properties),
                    Map.of(),
                    false,
                    null,
                    resume,
                    false,
                    List.of(),
                    null,
                    null,
                    baseline,
                    failOnRegression,
                    null,
                    null,
                    null,
                    gateRule,
                    allowDoubtful);
        }
        if (scenarios == null || scenarios.isEmpty()) {
            throw new UsageException("--scenarios is required");
        }
        boolean noColumns = (approaches == null || approaches.isEmpty()) && (variants == null || variants.isEmpty());
        if (ab != null && (!noColumns || aa != null)) {
            throw new UsageException("--ab runs one variant against itself with a known extra delay; leave out"
                    + " --approaches, --variants and --aa");
        }
        if (aa != null && !noColumns) {
            throw new UsageException("--aa runs one variant against itself; leave out --approaches and --variants");
        }
        if (aa == null && ab == null && noColumns) {
            throw new UsageException("--approaches or --variants is required (or --aa LABEL)");
        }
        return new CliArguments(
                scenarios,
                approaches == null ? List.of() : approaches,
                repetitions == null ? 1 : repetitions,
                out == null ? Path.of("threadbench-results") : out,
                name,
                List.copyOf(properties),
                Map.copyOf(cpuSets),
                allowCpuOverlap,
                loadGenerators,
                null,
                false,
                variants == null ? List.of() : variants,
                aa,
                variantsFile,
                baseline,
                failOnRegression,
                ab,
                jfr,
                minEffect,
                gateRule,
                allowDoubtful);
    }

    /** "2%", "2 %" or "2.5": a percentage (its range is checked with the rest of the request). */
    private static double percent(String option, String value) throws UsageException {
        return decimal(option, value, "%", "a percentage such as 2% or 0.5");
    }

    /** "1pp", "1 pp" or "1": percentage points. */
    private static double points(String option, String value) throws UsageException {
        return decimal(option, value, "pp", "percentage points such as 1pp or 0.5");
    }

    private static double decimal(String option, String value, String unit, String example) throws UsageException {
        String number = value.strip();
        if (number.endsWith(unit)) {
            number = number.substring(0, number.length() - unit.length()).strip();
        }
        try {
            double parsed = Double.parseDouble(number);
            if (Double.isFinite(parsed)) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new UsageException(option + " takes " + example + ", got '" + value + "'");
    }

    private static double within(String option, double value, double low, double high) throws UsageException {
        if (value < low || value > high) {
            throw new UsageException(
                    "%s must be between %s and %s, got %s".formatted(option, trim(low), trim(high), trim(value)));
        }
        return value;
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    private static boolean onOff(String option, String value) throws UsageException {
        return switch (value.strip()) {
            case "on" -> true;
            case "off" -> false;
            default -> throw new UsageException(option + " takes on or off, got '" + value + "'");
        };
    }

    private static void cpuSet(String value, Map<String, String> cpuSets) throws UsageException {
        int equals = value.indexOf('=');
        if (equals <= 0) {
            throw new UsageException("--cpu-set takes ROLE=CORES, e.g. sut=0-1; got '" + value + "'");
        }
        String role = value.substring(0, equals).strip();
        if (cpuSets.put(role, value.substring(equals + 1).strip()) != null) {
            throw new UsageException("--cpu-set names " + role + " twice");
        }
    }

    private static List<String> list(String value) {
        List<String> items = new ArrayList<>();
        Arrays.stream(value.split(","))
                .map(String::strip)
                .filter(item -> !item.isEmpty())
                .forEach(items::add);
        return items;
    }

    private static int number(String option, String value) throws UsageException {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(option + " must be a whole number, got '" + value + "'");
        }
    }
}
