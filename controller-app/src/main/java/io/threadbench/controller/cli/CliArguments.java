package io.threadbench.controller.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.results.verdict.GateRule;
import io.threadbench.controller.text.Decimals;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The options of {@code run}: {@code --scenarios a,b --approaches x,y | --variants l,m | --aa LABEL
 * [--variants-file F] --repetitions N --out DIR [--name TEXT]}.
 * Both {@code --opt value} and {@code --opt=value} are accepted. Arguments of the form {@code --a.b=value} are
 * controller properties (e.g. {@code --threadbench.home=DIR}) and go to Spring as they are.
 *
 * @param repetitions  how often each scenario × variant runs; with {@code untilDecided}, at most this often
 * @param untilDecided {@code --repetitions auto}: rounds run until each scenario is decided (DESIGN §8)
 * @param properties   the {@code --a.b=value} arguments
 * @param gate         what the run is compared with, and whether that comparison decides the exit code
 */
public record CliArguments(
        List<String> scenarios,
        List<String> approaches,
        int repetitions,
        boolean untilDecided,
        Path out,
        String name,
        List<String> properties,
        Map<String, String> cpuSets,
        boolean allowCpuOverlap,
        Integer loadGenerators,
        String loadGenerator,
        Long resume,
        boolean help,
        List<String> variants,
        String aa,
        Path variantsFile,
        String ab,
        Boolean jfr,
        Double minEffectPercent,
        Gate gate) {

    public static final String COMMAND = "run";

    /**
     * The regression gate's options (DESIGN §9).
     *
     * @param baseline         a stored benchmark to compare with, or null
     * @param baselineVariant  a variant of this benchmark, measured interleaved with the others, to compare them
     *                         with, or null
     * @param failOnRegression the comparison decides the exit code (3 regression, 4 cannot judge)
     * @param allowDoubtful    what cannot be judged exits 0 instead of 4
     */
    public record Gate(
            Long baseline, String baselineVariant, boolean failOnRegression, GateRule rule, boolean allowDoubtful) {

        static final Gate NONE = new Gate(null, null, false, GateRule.DEFAULT, false);

        /** Whether the run is compared with anything. */
        public boolean compares() {
            return baseline != null || baselineVariant != null;
        }
    }

    /**
     * The text of {@code run --help}: a resource of its own, which the launcher prints without starting a JVM (and
     * without building), so that both print the same words.
     */
    static final String USAGE = readUsage();

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
        boolean untilDecided = false;
        Integer maxRepetitions = null;
        String baselineVariant = null;
        Path out = null;
        String name = null;
        List<String> properties = new ArrayList<>();
        Map<String, String> cpuSets = new LinkedHashMap<>();
        boolean allowCpuOverlap = false;
        Integer loadGenerators = null;
        String loadGenerator = null;
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
        Map<String, Double> figureMargins = new LinkedHashMap<>();
        Double maxErrorIncrease = null;
        Double driftAllowance = null;
        boolean allowDoubtful = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--help") || arg.equals("-h")) {
                return new CliArguments(
                        List.of(), List.of(), 1, false, null, null, List.of(), Map.of(), false, null, null, null, true,
                        List.of(), null, null, null, null, null, Gate.NONE);
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
                case "--repetitions" -> {
                    untilDecided = value.strip().equals("auto");
                    repetitions = untilDecided ? null : repetitions(value);
                }
                case "--max-repetitions" -> maxRepetitions = number(option, value);
                case "--baseline-variant" -> baselineVariant = value.strip();
                case "--out" -> out = Path.of(value);
                case "--name" -> name = value;
                case "--cpu-set" -> cpuSet(value, cpuSets);
                case "--load-generators" -> loadGenerators = number(option, value);
                case "--load-generator" -> loadGenerator = value.strip();
                case "--resume" -> resume = (long) number(option, value);
                case "--variants" -> variants = list(value);
                case "--aa" -> aa = value.strip();
                case "--ab" -> ab = value.strip();
                case "--variants-file" -> variantsFile = Path.of(value);
                case "--baseline" -> baseline = (long) number(option, value);
                case "--jfr" -> jfr = onOff(option, value);
                case "--min-effect" -> minEffect = percent(option, value);
                case "--max-regression" -> {
                    for (String item : list(value)) {
                        if (item.contains("=")) {
                            figureMargin(option, item, figureMargins);
                        } else {
                            maxRegression = margin(option, percent(option, item));
                        }
                    }
                }
                case "--max-error-increase" -> maxErrorIncrease = margin(option, points(option, value));
                case "--drift-allowance" -> driftAllowance = within(option, percent(option, value), 0, 20);
                default -> throw new UsageException("unknown option " + option);
            }
        }
        if (maxRepetitions != null && !untilDecided) {
            throw new UsageException("--max-repetitions is the budget of --repetitions auto; give both");
        }
        if (baseline != null && baselineVariant != null) {
            throw new UsageException("compare with --baseline ID (a stored benchmark) or --baseline-variant LABEL"
                    + " (measured in this one), not both");
        }
        boolean compares = baseline != null || baselineVariant != null;
        if (failOnRegression && !compares) {
            throw new UsageException("--fail-on-regression needs --baseline-variant LABEL (measured interleaved in"
                    + " this benchmark) or --baseline ID (a stored benchmark) to compare with");
        }
        if (!compares
                && (maxRegression != null
                        || !figureMargins.isEmpty()
                        || maxErrorIncrease != null
                        || driftAllowance != null
                        || allowDoubtful)) {
            throw new UsageException("--max-regression, --max-error-increase, --drift-allowance and --allow-doubtful"
                    + " set the gate against --baseline-variant LABEL or --baseline ID; give one");
        }
        if (driftAllowance != null && baselineVariant != null) {
            throw new UsageException("--drift-allowance is for a stored --baseline; a --baseline-variant is measured"
                    + " under the same conditions, with no drift to allow for");
        }
        Gate gate = new Gate(
                baseline,
                baselineVariant,
                failOnRegression,
                new GateRule(
                        maxRegression == null ? GateRule.DEFAULT_MAX_REGRESSION_PERCENT : maxRegression,
                        figureMargins,
                        maxErrorIncrease == null ? GateRule.DEFAULT_MAX_ERROR_INCREASE_POINTS : maxErrorIncrease,
                        baselineVariant != null
                                ? 0
                                : driftAllowance == null ? GateRule.DEFAULT_DRIFT_ALLOWANCE_PERCENT : driftAllowance),
                allowDoubtful);
        int budget = maxRepetitions == null ? BenchmarkRequest.DEFAULT_MAX_REPETITIONS : maxRepetitions;
        if (untilDecided && (budget < 2 || budget > 100)) {
            throw new UsageException("--max-repetitions must be between 2 and 100, got " + budget);
        }
        if (resume != null) {
            if (scenarios != null || approaches != null || variants != null || aa != null || ab != null) {
                throw new UsageException("--resume runs the missing trials of a benchmark as it was planned;"
                        + " leave out --scenarios, --approaches, --variants and --aa");
            }
            return new CliArguments(
                    List.of(),
                    List.of(),
                    1,
                    false,
                    out == null ? Path.of("threadbench-results") : out,
                    null,
                    List.copyOf(properties),
                    Map.of(),
                    false,
                    null,
                    null,
                    resume,
                    false,
                    List.of(),
                    null,
                    null,
                    null,
                    null,
                    null,
                    gate);
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
        if (baselineVariant != null) {
            List<String> labels = aa != null || ab != null
                    ? List.of((aa != null ? aa : ab) + "-a", (aa != null ? aa : ab) + "-b")
                    : java.util.stream.Stream.concat(
                                    (approaches == null ? List.<String>of() : approaches).stream(),
                                    (variants == null ? List.<String>of() : variants).stream())
                            .toList();
            if (!labels.contains(baselineVariant)) {
                throw new UsageException("--baseline-variant %s is not among this benchmark's variants (%s)"
                        .formatted(baselineVariant, String.join(", ", labels)));
            }
        }
        return new CliArguments(
                scenarios,
                approaches == null ? List.of() : approaches,
                untilDecided ? budget : repetitions == null ? BenchmarkRequest.REPETITIONS_FOR_A_VERDICT : repetitions,
                untilDecided,
                out == null ? Path.of("threadbench-results") : out,
                name,
                List.copyOf(properties),
                Map.copyOf(cpuSets),
                allowCpuOverlap,
                loadGenerators,
                loadGenerator,
                null,
                false,
                variants == null ? List.of() : variants,
                aa,
                variantsFile,
                ab,
                jfr,
                minEffect,
                gate);
    }

    /** "2%", "2 %" or "2.5": a percentage (its range is checked with the rest of the request). */
    private static double percent(String option, String value) throws UsageException {
        return decimal(option, value, "%", "a percentage such as 2% or 0.5");
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

    /** "p99=8%": a margin of its own for one gated figure ({@link MetricNames#HEADLINE_BY_SHORT_NAME}). */
    private static void figureMargin(String option, String item, Map<String, Double> margins) throws UsageException {
        String figure = item.substring(0, item.indexOf('=')).strip();
        String metric = MetricNames.HEADLINE_BY_SHORT_NAME.get(figure);
        if (metric == null) {
            List<String> forms = MetricNames.HEADLINE_BY_SHORT_NAME.keySet().stream()
                    .map(name -> name + "=PCT")
                    .toList();
            throw new UsageException(option + " sets a figure's own margin as "
                    + String.join(", ", forms.subList(0, forms.size() - 1)) + " or " + forms.getLast() + ", got '"
                    + item + "'");
        }
        margins.put(metric, margin(option, percent(option, item.substring(item.indexOf('=') + 1))));
    }

    /** "1pp", "1 pp" or "1": percentage points. */
    private static double points(String option, String value) throws UsageException {
        return decimal(option, value, "pp", "percentage points such as 1pp or 0.5");
    }

    /** A gate margin, in the range every way of asking for one shares ({@link BenchmarkRequest.Gate#MIN_MARGIN}). */
    private static double margin(String option, double value) throws UsageException {
        return within(option, value, BenchmarkRequest.Gate.MIN_MARGIN, BenchmarkRequest.Gate.MAX_MARGIN);
    }

    private static double within(String option, double value, double low, double high) throws UsageException {
        if (value < low || value > high) {
            throw new UsageException("%s must be between %s and %s, got %s"
                    .formatted(option, Decimals.plain(low), Decimals.plain(high), Decimals.plain(value)));
        }
        return value;
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

    private static String readUsage() {
        try (InputStream text = CliArguments.class.getResourceAsStream("run-usage.txt")) {
            return new String(
                    Objects.requireNonNull(text, "run-usage.txt beside CliArguments")
                            .readAllBytes(),
                    UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int repetitions(String value) throws UsageException {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--repetitions must be a whole number or auto, got '" + value + "'");
        }
    }

    private static int number(String option, String value) throws UsageException {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(option + " must be a whole number, got '" + value + "'");
        }
    }
}
