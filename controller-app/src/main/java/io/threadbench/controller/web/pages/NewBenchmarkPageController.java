package io.threadbench.controller.web.pages;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkPlanner;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.benchmark.PlannedDuration;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.host.HostCheck;
import io.threadbench.controller.host.HostLimits;
import io.threadbench.controller.markup.PageFormat;
import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.CpuPlan;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.VariantCatalog;
import io.threadbench.controller.web.PageController;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * The new-benchmark form: presets for the common questions, scenarios (in groups, lightest first) and variants to
 * tick, repetitions (three by default), name and notes. While it is filled in, htmx asks for the plan (its duration,
 * and a warning when one repetition cannot reach a verdict); starting it redirects to the benchmark's live page.
 */
@PageController
class NewBenchmarkPageController {

    private final BenchmarkService benchmarks;
    private final BenchmarkPlanner planner;
    private final ScenarioService scenarios;
    private final ToolCheck tools;
    private final VariantCatalog variants;

    NewBenchmarkPageController(
            BenchmarkService benchmarks,
            BenchmarkPlanner planner,
            ScenarioService scenarios,
            ToolCheck tools,
            VariantCatalog variants) {
        this.benchmarks = benchmarks;
        this.planner = planner;
        this.scenarios = scenarios;
        this.tools = tools;
        this.variants = variants;
    }

    @GetMapping("/benchmarks/new")
    String newForm(
            @RequestParam(required = false) String scenario,
            @RequestParam(required = false) String aa,
            @RequestParam(required = false) String preset,
            Model model) {
        Optional<BenchmarkPreset> chosen = BenchmarkPreset.find(preset);
        List<String> approaches = chosen.map(BenchmarkPreset::approaches)
                .orElse(
                        aa == null || aa.isBlank()
                                ? List.of(Approach.PLATFORM_TOMCAT.id(), Approach.LOOM_TOMCAT.id())
                                : List.of());
        List<String> ownVariants =
                chosen.map(p -> p.variantsAmong(variants.labels())).orElse(List.of());
        String ticked = chosen.map(BenchmarkPreset::scenario)
                .filter(name -> scenarios.find(name).isPresent())
                .orElse(scenario);
        BenchmarkForm form =
                BenchmarkForm.blank(ticked, approaches, ownVariants, CpuPlan.defaultFor(CpuAffinity.onlineCores()), aa);
        model.addAttribute("preset", chosen.orElse(null));
        return form(model, form, FormErrors.none(), plan(form));
    }

    @HxRequest
    @PostMapping("/benchmarks/plan")
    String plan(BenchmarkForm form, Model model) {
        model.addAttribute("plan", plan(form));
        return "benchmarks/new :: plan";
    }

    @PostMapping("/benchmarks")
    String start(BenchmarkForm form, Model model, HttpServletResponse response) {
        FormErrors errors = FormErrors.none();
        form.repetitionsError().ifPresent(errors::add);
        form.loadGeneratorsError().ifPresent(errors::add);
        form.smallestDifferenceError().ifPresent(errors::add);
        if (errors.isEmpty()) {
            try {
                Benchmark created = benchmarks.create(form.toRequest());
                return "redirect:/benchmarks/" + created.id();
            } catch (ValidationException e) {
                e.fieldErrors().forEach(errors::add);
            }
        }
        response.setStatus(HttpStatus.BAD_REQUEST.value());
        return form(model, form, errors, plan(form));
    }

    /** The planned duration, or the first reason there is none yet (nothing ticked, bad repetitions). */
    private PlanView plan(BenchmarkForm form) {
        List<String> host = hostCheck(form);
        if (form.repetitionsError().isPresent()) {
            return new PlanView(null, form.repetitionsError().get().message(), host, null);
        }
        // an A/A or A/B check judges its own noise across variants, so one repetition is no warning there
        String repetitions = form.singleRepetition() && !form.isAa() && !form.isAb()
                ? "1 repetition names no winner: one run per variant shows no run-to-run noise, so the verdict can"
                        + " only say \"not enough data\". Run " + BenchmarkRequest.REPETITIONS_FOR_A_VERDICT
                        + " for a verdict."
                : form.untilDecided()
                        ? "Until decided: the trials and time below are at most; each scenario stops as soon as a"
                                + " look after a round (from the second on) names a winner or shows the variants the"
                                + " same, at most " + BenchmarkRequest.DEFAULT_MAX_REPETITIONS + " repetitions."
                        : null;
        try {
            return new PlanView(planner.plan(form.toRequest()), null, host, repetitions);
        } catch (ValidationException e) {
            return new PlanView(null, e.fieldErrors().getFirst().message(), host, repetitions);
        }
    }

    /**
     * What the trials' host check ({@link HostCheck}, run again before each trial) will say of the ticked scenarios on
     * this host: refused (the trials fail before they start) or flagged (their figures are doubtful).
     */
    private List<String> hostCheck(BenchmarkForm form) {
        if (form.scenarios() == null || form.scenarios().isEmpty()) {
            return List.of();
        }
        HostLimits host = HostLimits.read();
        List<String> lines = new java.util.ArrayList<>();
        for (String name : form.scenarios()) {
            scenarios.find(name).ifPresent(stored -> {
                HostCheck.Findings verdict = HostCheck.check(stored.scenario(), host);
                verdict.refusals().forEach(reason -> lines.add(name + ": will be refused: " + reason));
                verdict.doubts().forEach(reason -> lines.add(name + ": will be flagged: " + reason));
            });
        }
        return List.copyOf(lines);
    }

    /**
     * The planned duration shown under the form, or why it cannot be computed yet, what the host check says, and a
     * warning when the repetitions cannot reach a verdict (else null).
     */
    record PlanView(PlannedDuration duration, String problem, List<String> host, String repetitions) {

        /** Whether the host check will refuse a trial (else it only flags some). */
        public boolean hostRefuses() {
            return host.stream().anyMatch(line -> line.contains(": will be refused: "));
        }

        public String estimated() {
            return PageFormat.clock(duration.estimatedSeconds());
        }

        public String load() {
            return PageFormat.clock(duration.loadSeconds());
        }

        public String building() {
            return PageFormat.clock(duration.imageBuildSeconds());
        }
    }

    private String form(Model model, BenchmarkForm form, FormErrors errors, PlanView plan) {
        model.addAttribute("form", form);
        model.addAttribute("errors", errors);
        model.addAttribute("plan", plan);
        model.addAttribute("scenarios", scenarios.list());
        model.addAttribute("scenarioGroups", ScenarioGroups.of(scenarios.list()));
        model.addAttribute("presets", BenchmarkPreset.ALL);
        model.addAttribute(
                "approaches", Arrays.stream(Approach.values()).map(Approach::id).toList());
        model.addAttribute("builtIn", List.of(Approach.values()));
        model.addAttribute("variants", variants.stored());
        model.addAttribute("allLabels", variants.labels());
        model.addAttribute("toolProblems", tools.problems());
        model.addAttribute("generatorNotice", tools.generatorNotice().orElse(null));
        model.addAttribute("generators", tools.generators());
        model.addAttribute("cores", CpuAffinity.onlineCores());
        model.addAttribute("coresForDefault", CpuPlan.MIN_CORES_FOR_DEFAULT);
        model.addAttribute("affinity", CpuAffinity.taskset().isPresent());
        return "benchmarks/new";
    }
}
