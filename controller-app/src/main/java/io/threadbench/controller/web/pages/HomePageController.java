package io.threadbench.controller.web.pages;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkFilter;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.TrialOverhead;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.web.PageController;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/** The home page: what runs now, what waits, the latest verdicts, and whether the tools are in place. */
@PageController
class HomePageController {

    static final int RECENT = 8;
    static final int QUEUE_SHOWN = 10;

    private final BenchmarkService benchmarks;
    private final TrialOverhead overhead;
    private final ScenarioService scenarios;
    private final ToolCheck tools;
    private final BenchmarkOutcomes outcomes;

    HomePageController(
            BenchmarkService benchmarks,
            ScenarioService scenarios,
            ToolCheck tools,
            TrialOverhead overhead,
            BenchmarkOutcomes outcomes) {
        this.benchmarks = benchmarks;
        this.outcomes = outcomes;
        this.overhead = overhead;
        this.scenarios = scenarios;
        this.tools = tools;
    }

    @GetMapping("/")
    String home(Model model) {
        now(model);
        List<Benchmark> recent = benchmarks
                .list(new BenchmarkFilter(null, null, null, null, null, 0, RECENT))
                .items();
        model.addAttribute("recent", recent);
        model.addAttribute("outcomes", outcomes.of(recent));
        model.addAttribute("scenarioCount", scenarios.list().size());
        model.addAttribute("toolProblems", tools.problems());
        model.addAttribute("generatorNotice", tools.generatorNotice().orElse(null));
        return "home/index";
    }

    /** The "running now" and queue part, refreshed by htmx while something runs or when a status changes. */
    @HxRequest
    @GetMapping("/home/now")
    String nowFragment(Model model) {
        now(model);
        return "home/index :: now";
    }

    private void now(Model model) {
        List<ProgressView> running = benchmarks.list(filter(RunStatus.RUNNING, QUEUE_SHOWN)).items().stream()
                .map(benchmark ->
                        ProgressView.of(benchmark, benchmarks.trials(benchmark.id()), Instant.now(), overhead, null))
                .toList();
        List<Benchmark> queued =
                benchmarks.list(filter(RunStatus.QUEUED, QUEUE_SHOWN)).items().reversed();
        model.addAttribute("running", running);
        model.addAttribute("queued", queued);
        // for whom a queued benchmark waits while another Threadbench measures on the machine
        Map<Long, String> waiting = new HashMap<>();
        queued.forEach(
                benchmark -> benchmarks.waiting(benchmark.id()).ifPresent(note -> waiting.put(benchmark.id(), note)));
        model.addAttribute("waiting", waiting);
    }

    private static BenchmarkFilter filter(RunStatus status, int size) {
        return new BenchmarkFilter(null, null, status, null, null, 0, size);
    }
}
