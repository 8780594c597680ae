package io.threadbench.controller.web.pages;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.benchmark.RunSettings;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.benchmark.TrialOverhead;
import io.threadbench.controller.errors.ConflictException;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.report.FairnessTable;
import io.threadbench.controller.results.AaResult;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.CapacityCurveReader;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.verdict.AbResult;
import io.threadbench.controller.results.verdict.RepetitionAdvice;
import io.threadbench.controller.results.verdict.RepetitionAdvisor;
import io.threadbench.controller.results.verdict.VerdictService;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.web.PageController;
import io.threadbench.controller.web.live.LiveMessage;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.http.MediaType;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * A benchmark's page: live while it runs (the browser follows {@code /ws/live}), then its results. The
 * parts that change (progress, summary) are also served as fragments for htmx to refresh, and every trial's
 * stored seconds as JSON in the live message format, so charts load what is stored before following the stream.
 */
@PageController
class BenchmarkPageController {

    private final BenchmarkService benchmarks;
    private final TrialOverhead overhead;
    private final ResultsService results;
    private final TrialSeriesReader series;
    private final CapacityCurveReader capacity;
    private final VerdictService verdicts;

    BenchmarkPageController(
            BenchmarkService benchmarks,
            ResultsService results,
            TrialSeriesReader series,
            TrialOverhead overhead,
            CapacityCurveReader capacity,
            VerdictService verdicts) {
        this.capacity = capacity;
        this.verdicts = verdicts;
        this.benchmarks = benchmarks;
        this.overhead = overhead;
        this.results = results;
        this.series = series;
    }

    @GetMapping("/benchmarks/{id}")
    String page(@PathVariable long id, Model model) {
        Benchmark benchmark = benchmarks.get(id);
        List<Trial> trials = benchmarks.trials(id);
        model.addAttribute("benchmark", benchmark);
        model.addAttribute("trials", trials);
        model.addAttribute("trust", TrustBanner.of(trials));
        model.addAttribute("doubtfulTrials", TrustBanner.trialsWithDoubts(trials));
        model.addAttribute(
                "capacitySearch",
                trials.stream()
                        .anyMatch(
                                t -> t.snapshot() != null && t.snapshot().load().shape() == LoadShape.CAPACITY));
        model.addAttribute("diagnostics", benchmarks.diagnostics(trials));
        RunSettings settings = benchmarks.runSettings(id);
        model.addAttribute("jfr", settings.jfr());
        model.addAttribute("loadGenerator", settings.loadGenerator().id());
        model.addAttribute(
                "progress",
                ProgressView.of(
                        benchmark,
                        trials,
                        Instant.now(),
                        overhead,
                        benchmarks.waiting(id).orElse(null)));
        addSummary(id, model);
        model.addAttribute("fairness", FairnessTable.of(benchmark.labels(), trials));
        model.addAttribute(
                "ab",
                benchmark.isAbCheck() && benchmark.status().finished()
                        ? results.ofBenchmark(id)
                                .map(stored -> AbResult.of(
                                        stored,
                                        benchmark.labels().get(0),
                                        benchmark.labels().get(1)))
                                .orElse(null)
                        : null);
        model.addAttribute(
                "aa",
                benchmark.isAaCheck() && benchmark.status().finished()
                        ? results.ofBenchmark(id).map(AaResult::of).orElse(null)
                        : null);
        return "benchmarks/show";
    }

    @HxRequest
    @GetMapping("/benchmarks/{id}/progress")
    String progress(@PathVariable long id, Model model) {
        Benchmark benchmark = benchmarks.get(id);
        model.addAttribute("benchmark", benchmark);
        model.addAttribute(
                "progress",
                ProgressView.of(
                        benchmark,
                        benchmarks.trials(id),
                        Instant.now(),
                        overhead,
                        benchmarks.waiting(id).orElse(null)));
        return "benchmarks/show :: progress";
    }

    @HxRequest
    @GetMapping("/benchmarks/{id}/status")
    String statusFragment(@PathVariable long id, Model model) {
        trustOf(id, model);
        return "benchmarks/show :: status";
    }

    @HxRequest
    @GetMapping("/benchmarks/{id}/trust")
    String trustFragment(@PathVariable long id, Model model) {
        trustOf(id, model);
        return "benchmarks/show :: #trust";
    }

    private void trustOf(long id, Model model) {
        model.addAttribute("benchmark", benchmarks.get(id));
        model.addAttribute("trust", TrustBanner.of(benchmarks.trials(id)));
    }

    @HxRequest
    @GetMapping("/benchmarks/{id}/verdict")
    String verdictFragment(@PathVariable long id, Model model) {
        model.addAttribute("benchmark", benchmarks.get(id));
        addSummary(id, model);
        return "benchmarks/show :: #verdict";
    }

    @HxRequest
    @GetMapping("/benchmarks/{id}/summary")
    String summaryFragment(@PathVariable long id, Model model) {
        model.addAttribute("benchmark", benchmarks.get(id));
        addSummary(id, model);
        return "benchmarks/show :: #summary";
    }

    /** The judged steps of the benchmark's capacity searches, as the live stream would have sent them. */
    @GetMapping(path = "/benchmarks/{id}/capacity-steps", produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseBody
    List<LiveMessage.Step> capacitySteps(@PathVariable long id) {
        benchmarks.get(id);
        return LiveMessage.Step.of(id, capacity.curves(id));
    }

    /** A trial's stored seconds with their raw points, as the live stream would have sent them. */
    @GetMapping(path = "/benchmarks/{id}/trials/{trialId}/seconds", produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseBody
    List<LiveMessage.Second> seconds(@PathVariable long id, @PathVariable long trialId) {
        Trial trial = benchmarks.trial(trialId);
        if (trial.benchmarkId() != id) {
            throw new NotFoundException("benchmark " + id + " has no trial " + trialId);
        }
        return series.read(id, trialId);
    }

    @PostMapping("/benchmarks/{id}/cancel")
    String cancel(@PathVariable long id, RedirectAttributes redirect) {
        try {
            benchmarks.cancel(id);
            redirect.addFlashAttribute(
                    "notice", "Stopping benchmark " + id + ": the current trial keeps its data so far.");
        } catch (ConflictException e) {
            redirect.addFlashAttribute("problem", e.getMessage());
        }
        return "redirect:/benchmarks/" + id;
    }

    @PostMapping("/benchmarks/{id}/resume")
    String resume(@PathVariable long id, RedirectAttributes redirect) {
        try {
            benchmarks.resume(id);
            redirect.addFlashAttribute(
                    "notice", "Resuming benchmark " + id + ": its missing trials are queued; finished ones are kept.");
        } catch (ConflictException e) {
            redirect.addFlashAttribute("problem", e.getMessage());
        }
        return "redirect:/benchmarks/" + id;
    }

    @PostMapping("/benchmarks/{id}/delete")
    String delete(@PathVariable long id, RedirectAttributes redirect) {
        try {
            benchmarks.delete(id);
            redirect.addFlashAttribute("notice", "Deleted benchmark " + id + ".");
            return "redirect:/benchmarks";
        } catch (ConflictException e) {
            redirect.addFlashAttribute("problem", e.getMessage());
            return "redirect:/benchmarks/" + id;
        }
    }

    /** From the history list with htmx (after the browser's confirmation): the row disappears. */
    @HxRequest
    @PostMapping("/benchmarks/{id}/delete")
    @ResponseBody
    String deleteRow(@PathVariable long id) {
        benchmarks.delete(id);
        return "";
    }

    private void addSummary(long id, Model model) {
        Optional<BenchmarkResults> stored = results.ofBenchmark(id);
        model.addAttribute("verdict", stored.map(verdicts::of).orElse(null));
        model.addAttribute("summary", stored.map(SummaryTable::of).orElse(List.<SummaryTable>of()));
        model.addAttribute(
                "advice",
                stored.map(r -> RepetitionAdvisor.advise(r.metricTable())).orElse(List.<RepetitionAdvice>of()));
    }
}
