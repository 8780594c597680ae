package io.threadbench.controller.loadgen;

import io.threadbench.controller.loadgen.SecondBucket.ReservoirLimits;
import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.StartupTimeline;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Runs a {@link LoadPlan} of an arrival-rate shape with vegeta (DESIGN §6, "vegeta as built"): one {@code attack}
 * at the plan's rate for its duration, fed the scenario's requests as JSON targets ({@link VegetaTargets}), its
 * results read into the same per-second histograms as k6's ({@link VegetaResultReader}), and vegeta's own summary
 * kept next to the log ({@link K6LoadGenerator#summaryFileFor}). vegeta starts in milliseconds, so a prepared run
 * starts {@code encode} and {@code report} (which wait for input) and leaves {@code attack} to {@link PreparedLoad#go}.
 * One process carries the whole rate (its workers are goroutines on every core): the plan's runners are not split.
 */
@Component
public class VegetaLoadGenerator implements LoadGenerator {

    private final VegetaLocator locator;

    public VegetaLoadGenerator(VegetaLocator locator) {
        this.locator = locator;
    }

    @Override
    public LoadRun start(LoadPlan plan, SecondListener listener) throws IOException {
        return ((Prepared) prepare(plan)).go(listener);
    }

    @Override
    public Prepared prepare(LoadPlan plan) throws IOException {
        VegetaCommand command =
                VegetaCommand.of(locator.vegetaBinary(), plan, K6LoadGenerator.summaryFileFor(plan.logFile()));
        Files.createDirectories(plan.logFile().toAbsolutePath().getParent());
        Files.writeString(
                plan.logFile(),
                "# " + String.join(" ", command.attack()) + "\n# " + String.join(" ", command.encode()) + "\n# "
                        + String.join(" ", command.report()) + "\n",
                StandardCharsets.UTF_8);
        Process encode = spawn(command.encode(), plan);
        Process report;
        try {
            report = spawn(command.report(), plan);
        } catch (IOException e) {
            encode.destroyForcibly();
            throw e;
        }
        return new Prepared(command, plan, encode, report);
    }

    private static Process spawn(List<String> arguments, LoadPlan plan) throws IOException {
        return new ProcessBuilder(CpuAffinity.pinned(plan.cpus(), arguments))
                .redirectError(ProcessBuilder.Redirect.appendTo(plan.logFile().toFile()))
                .start();
    }

    /** encode and report waiting for results; {@link #go} starts the attack. */
    static final class Prepared implements PreparedLoad {
        private final VegetaCommand command;
        private final LoadPlan plan;
        private final Process encode;
        private final Process report;

        Prepared(VegetaCommand command, LoadPlan plan, Process encode, Process report) {
            this.command = command;
            this.plan = plan;
            this.encode = encode;
            this.report = report;
        }

        @Override
        public ProcessHandle process() {
            return encode.toHandle();
        }

        @Override
        public List<ProcessHandle> processes() {
            return List.of(encode.toHandle(), report.toHandle());
        }

        @Override
        public LoadRun go(SecondListener listener) throws IOException {
            Process attack;
            try {
                attack = spawn(command.attack(), plan);
            } catch (IOException e) {
                discard();
                throw e;
            }
            StartupTimeline.mark("vegeta attack spawned" + (plan.warmup() ? " (warm-up)" : ""));
            LatencyRecorder recorder = new LatencyRecorder(listener, plan.warmup(), ReservoirLimits.DEFAULT);
            VegetaResultReader reader = new VegetaResultReader(
                    encode.getInputStream(), recorder, plan.scenario(), plan.baseUrl(), VegetaCommand.rate(plan));
            return new VegetaRun(
                    attack, encode, report, new VegetaTargets(plan.scenario(), plan.baseUrl()), reader, plan.logFile());
        }

        @Override
        public void discard() {
            encode.destroyForcibly();
            report.destroyForcibly();
        }
    }
}
