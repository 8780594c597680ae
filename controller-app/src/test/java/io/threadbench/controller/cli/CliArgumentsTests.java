package io.threadbench.controller.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.cli.CliArguments.UsageException;
import io.threadbench.controller.results.verdict.GateRule;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CliArgumentsTests {

    @Test
    void findsTheRunCommandAfterSpringProperties() {
        assertThat(CliArguments.commandIndex(new String[] {"--threadbench.home=/tmp/x", "run", "--scenarios", "a"}))
                .isEqualTo(1);
        assertThat(CliArguments.commandIndex(new String[] {"--server.port=9000"}))
                .isEqualTo(-1);
        assertThat(CliArguments.commandIndex(new String[] {"serve"})).isEqualTo(-1);
    }

    @Test
    void parsesBothOptionStyles() throws UsageException {
        CliArguments args = CliArguments.parse(List.of(
                "--scenarios",
                "a, b",
                "--approaches=loom-tomcat,webflux-netty",
                "--repetitions",
                "3",
                "--threadbench.home=/tmp/tb",
                "--out",
                "results",
                "--name=nightly"));

        assertThat(args.scenarios()).containsExactly("a", "b");
        assertThat(args.approaches()).containsExactly("loom-tomcat", "webflux-netty");
        assertThat(args.repetitions()).isEqualTo(3);
        assertThat(args.out()).isEqualTo(Path.of("results"));
        assertThat(args.name()).isEqualTo("nightly");
        assertThat(args.properties()).containsExactly("--threadbench.home=/tmp/tb");
        // the default reaches a verdict: one repetition names no winner
        assertThat(CliArguments.parse(List.of("--scenarios", "a", "--approaches", "loom-tomcat"))
                        .repetitions())
                .isEqualTo(BenchmarkRequest.REPETITIONS_FOR_A_VERDICT)
                .isEqualTo(3);
    }

    @Test
    void takesTheLoadGeneratorBesideTheRunnerCount() throws UsageException {
        CliArguments args = CliArguments.parse(List.of(
                "--scenarios",
                "a",
                "--approaches",
                "loom-tomcat",
                "--load-generator",
                "vegeta",
                "--load-generators=1"));
        assertThat(args.loadGenerator()).isEqualTo("vegeta");
        assertThat(args.loadGenerators()).isEqualTo(1);
        assertThat(CliArguments.parse(List.of("--scenarios", "a", "--approaches", "loom-tomcat"))
                        .loadGenerator())
                .as("left to the controller: k6 when it is here, else vegeta")
                .isNull();
    }

    @Test
    void explainsBadArguments() {
        assertThatThrownBy(() -> CliArguments.parse(List.of("--approaches", "loom-tomcat")))
                .hasMessage("--scenarios is required");
        assertThatThrownBy(() -> CliArguments.parse(
                        List.of("--scenarios", "a", "--approaches", "loom-tomcat", "--repetitions", "many")))
                .hasMessage("--repetitions must be a whole number or auto, got 'many'");
        assertThatThrownBy(() -> CliArguments.parse(List.of("--scenarios", "a", "--threads", "4")))
                .hasMessage("unknown option --threads");
        assertThatThrownBy(() -> CliArguments.parse(List.of("--scenarios", "--approaches", "x")))
                .hasMessage("--scenarios needs a value");
    }

    @Test
    void cpuSetsArePerRoleAndRepeatable() throws UsageException {
        CliArguments args = CliArguments.parse(List.of(
                "--scenarios=a",
                "--approaches=loom-tomcat",
                "--cpu-set",
                "sut=0-1,3",
                "--cpu-set=loadgen=2",
                "--allow-cpu-overlap"));

        assertThat(args.cpuSets())
                .containsOnly(java.util.Map.entry("sut", "0-1,3"), java.util.Map.entry("loadgen", "2"));
        assertThat(args.allowCpuOverlap()).isTrue();
        assertThatThrownBy(() -> CliArguments.parse(List.of("--scenarios=a", "--approaches=b", "--cpu-set", "0-1")))
                .hasMessage("--cpu-set takes ROLE=CORES, e.g. sut=0-1; got '0-1'");
        assertThatThrownBy(() -> CliArguments.parse(
                        List.of("--scenarios=a", "--approaches=b", "--cpu-set=sut=0", "--cpu-set=sut=1")))
                .hasMessage("--cpu-set names sut twice");
    }

    @Test
    void resumeNeedsOnlyTheBenchmark() throws UsageException {
        CliArguments args = CliArguments.parse(List.of("--resume", "12", "--out", "r"));

        assertThat(args.resume()).isEqualTo(12L);
        assertThat(args.out()).isEqualTo(Path.of("r"));
        assertThatThrownBy(() -> CliArguments.parse(List.of("--resume=12", "--scenarios=a")))
                .hasMessage("--resume runs the missing trials of a benchmark as it was planned; leave out --scenarios,"
                        + " --approaches, --variants and --aa");
    }

    @Test
    void variantsOrAnAaCheckStandForTheApproaches() throws UsageException {
        CliArguments variants =
                CliArguments.parse(List.of("--scenarios=s", "--variants", "a,b", "--variants-file=v.yaml"));
        assertThat(variants.variants()).containsExactly("a", "b");
        assertThat(variants.approaches()).isEmpty();
        assertThat(variants.variantsFile()).isEqualTo(Path.of("v.yaml"));
        assertThat(CliArguments.parse(List.of("--scenarios=s", "--aa=loom-tomcat"))
                        .aa())
                .isEqualTo("loom-tomcat");
        assertThatThrownBy(() -> CliArguments.parse(List.of("--scenarios=s", "--aa=x", "--variants=y")))
                .hasMessage("--aa runs one variant against itself; leave out --approaches and --variants");
        assertThat(CliArguments.parse(List.of("--scenarios=s", "--ab", "loom-tomcat"))
                        .ab())
                .isEqualTo("loom-tomcat");
        assertThatThrownBy(() -> CliArguments.parse(List.of("--scenarios=s", "--ab=x", "--aa=y")))
                .hasMessage("--ab runs one variant against itself with a known extra delay; leave out --approaches,"
                        + " --variants and --aa");
    }

    @Test
    void baselineAndFailOnRegression() throws UsageException {
        CliArguments args = CliArguments.parse(
                List.of("--scenarios=a", "--approaches=b", "--baseline", "7", "--fail-on-regression"));

        assertThat(args.gate().baseline()).isEqualTo(7L);
        assertThat(args.gate().failOnRegression()).isTrue();
        assertThat(CliArguments.parse(List.of("--scenarios=a", "--approaches=b", "--baseline=7"))
                        .gate()
                        .failOnRegression())
                .isFalse();
        assertThatThrownBy(() -> CliArguments.parse(List.of("--scenarios=a", "--approaches=b", "--fail-on-regression")))
                .hasMessage("--fail-on-regression needs --baseline-variant LABEL (measured interleaved in this"
                        + " benchmark) or --baseline ID (a stored benchmark) to compare with");
        assertThatThrownBy(() -> CliArguments.parse(List.of("--scenarios=a", "--approaches=b", "--baseline=x")))
                .hasMessage("--baseline must be a whole number, got 'x'");
    }

    @Test
    void theGateTakesItsMarginsDriftAndDoubtfulness() throws UsageException {
        List<String> base = List.of("--scenarios=a", "--approaches=b", "--baseline=7", "--fail-on-regression");
        CliArguments defaults = CliArguments.parse(base);
        assertThat(defaults.gate().rule()).isEqualTo(new GateRule(3, 1, 1));
        assertThat(defaults.gate().allowDoubtful()).isFalse();

        CliArguments set = CliArguments.parse(java.util.stream.Stream.concat(
                        base.stream(),
                        java.util.stream.Stream.of(
                                "--max-regression",
                                "5%",
                                "--max-error-increase=0.5pp",
                                "--drift-allowance",
                                "0",
                                "--allow-doubtful"))
                .toList());
        assertThat(set.gate().rule()).isEqualTo(new GateRule(5, 0.5, 0));
        assertThat(set.gate().allowDoubtful()).isTrue();

        assertThatThrownBy(() -> CliArguments.parse(List.of("--scenarios=a", "--approaches=b", "--allow-doubtful")))
                .hasMessage("--max-regression, --max-error-increase, --drift-allowance and --allow-doubtful set the"
                        + " gate against --baseline-variant LABEL or --baseline ID; give one");
        assertThatThrownBy(() -> CliArguments.parse(
                        java.util.stream.Stream.concat(base.stream(), java.util.stream.Stream.of("--max-regression=0%"))
                                .toList()))
                .hasMessage("--max-regression must be between 0.1 and 50, got 0");
        assertThatThrownBy(() -> CliArguments.parse(java.util.stream.Stream.concat(
                                base.stream(), java.util.stream.Stream.of("--max-error-increase=some"))
                        .toList()))
                .hasMessage("--max-error-increase takes percentage points such as 1pp or 0.5, got 'some'");
    }

    @Test
    void aGatedFigureTakesAMarginOfItsOwn() throws UsageException {
        List<String> base =
                List.of("--scenarios=a", "--approaches=b,c", "--baseline-variant=b", "--fail-on-regression");
        CliArguments args = CliArguments.parse(java.util.stream.Stream.concat(
                        base.stream(), java.util.stream.Stream.of("--max-regression", "2%,p99=8%"))
                .toList());

        GateRule rule = args.gate().rule();
        assertThat(rule.maxRegressionPercent()).isEqualTo(2);
        assertThat(rule.figureMargins()).containsExactly(java.util.Map.entry("latency_millis_p99", 8.0));
        assertThat(rule.allowed("latency_millis_p99").value()).isEqualTo(0.08);
        assertThat(rule.allowed("latency_millis_p50").value()).isEqualTo(0.02);
        assertThat(rule.describe())
                .isEqualTo("worse by more than 2 % (p99 latency: 8 %; error rate: 1 percentage point) with 95 %"
                        + " confidence");

        assertThatThrownBy(() -> CliArguments.parse(java.util.stream.Stream.concat(
                                base.stream(), java.util.stream.Stream.of("--max-regression=p95=8%"))
                        .toList()))
                .hasMessage("--max-regression sets a figure's own margin as p50=PCT, p99=PCT or rps=PCT, got"
                        + " 'p95=8%'");
        for (String figure : io.threadbench.controller.metrics.MetricNames.HEADLINE_BY_SHORT_NAME.keySet()) {
            assertThat(CliArguments.USAGE)
                    .as("the help names every figure a margin of its own takes")
                    .contains(figure + "=PCT");
        }
        assertThatThrownBy(() -> CliArguments.parse(java.util.stream.Stream.concat(
                                base.stream(), java.util.stream.Stream.of("--max-regression=p99=80%"))
                        .toList()))
                .hasMessage("--max-regression must be between 0.1 and 50, got 80");
    }

    @Test
    void theInterleavedBaselineIsAVariantOfThisBenchmarkWithNoDriftToAllow() throws UsageException {
        CliArguments args = CliArguments.parse(
                List.of("--scenarios=a", "--variants=old,new", "--baseline-variant", "old", "--fail-on-regression"));
        assertThat(args.gate().baselineVariant()).isEqualTo("old");
        assertThat(args.gate().baseline()).isNull();
        assertThat(args.gate().rule().driftAllowancePercent()).isZero();
        assertThat(args.gate().rule().describe()).doesNotContain("drift");

        assertThatThrownBy(() -> CliArguments.parse(
                        List.of("--scenarios=a", "--variants=old,new", "--baseline-variant=old", "--baseline=3")))
                .hasMessage("compare with --baseline ID (a stored benchmark) or --baseline-variant LABEL (measured"
                        + " in this one), not both");
        assertThatThrownBy(() -> CliArguments.parse(List.of(
                        "--scenarios=a", "--variants=old,new", "--baseline-variant=old", "--drift-allowance=1%")))
                .hasMessage("--drift-allowance is for a stored --baseline; a --baseline-variant is measured under"
                        + " the same conditions, with no drift to allow for");
        assertThatThrownBy(() ->
                        CliArguments.parse(List.of("--scenarios=a", "--variants=old,new", "--baseline-variant=older")))
                .hasMessage("--baseline-variant older is not among this benchmark's variants (old, new)");
    }

    @Test
    void repetitionsAutoRunsUntilDecidedWithinABudget() throws UsageException {
        CliArguments auto = CliArguments.parse(List.of("--scenarios=a", "--approaches=b,c", "--repetitions", "auto"));
        assertThat(auto.untilDecided()).isTrue();
        assertThat(auto.repetitions())
                .isEqualTo(BenchmarkRequest.DEFAULT_MAX_REPETITIONS)
                .isEqualTo(10);
        CliArguments budget = CliArguments.parse(
                List.of("--scenarios=a", "--approaches=b,c", "--repetitions=auto", "--max-repetitions=6"));
        assertThat(budget.repetitions()).isEqualTo(6);
        assertThat(CliArguments.parse(List.of("--scenarios=a", "--approaches=b,c", "--repetitions=4"))
                        .untilDecided())
                .isFalse();

        assertThatThrownBy(() -> CliArguments.parse(
                        List.of("--scenarios=a", "--approaches=b,c", "--repetitions=4", "--max-repetitions=6")))
                .hasMessage("--max-repetitions is the budget of --repetitions auto; give both");
        assertThatThrownBy(() -> CliArguments.parse(
                        List.of("--scenarios=a", "--approaches=b,c", "--repetitions=auto", "--max-repetitions=1")))
                .hasMessage("--max-repetitions must be between 2 and 100, got 1");
        assertThatThrownBy(() -> CliArguments.parse(List.of("--scenarios=a", "--approaches=b,c", "--repetitions=few")))
                .hasMessage("--repetitions must be a whole number or auto, got 'few'");
    }

    @Test
    void theHelpStatesTheGateAsItIs() throws UsageException {
        assertThat(CliArguments.USAGE)
                .doesNotContain("95 % intervals apart")
                .contains("exit 3 when a figure is worse by more")
                .contains("exit 4 when none is but a figure cannot be judged: trials")
                .contains("--baseline-variant LABEL")
                .contains("--repetitions N|auto")
                .contains("--max-regression PCT  how much worse p50, p99 or requests/s may get (default 3%)")
                .contains("--drift-allowance PCT")
                .contains("--allow-doubtful");
    }

    @Test
    void takesTheSmallestDifferenceThatMattersAsAPercentage() throws UsageException {
        List<String> base = List.of("--scenarios", "a", "--approaches", "loom-tomcat");
        java.util.function.Function<String, List<String>> with = value -> java.util.stream.Stream.concat(
                        base.stream(), java.util.stream.Stream.of("--min-effect", value))
                .toList();
        assertThat(CliArguments.parse(with.apply("5%")).minEffectPercent()).isEqualTo(5.0);
        assertThat(CliArguments.parse(with.apply("0.5 %")).minEffectPercent()).isEqualTo(0.5);
        assertThat(CliArguments.parse(base).minEffectPercent())
                .as("the default is the benchmark's")
                .isNull();
        assertThatThrownBy(() -> CliArguments.parse(with.apply("lots")))
                .hasMessage("--min-effect takes a percentage such as 2% or 0.5, got 'lots'");
    }
}
