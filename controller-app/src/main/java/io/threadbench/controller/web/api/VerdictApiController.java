package io.threadbench.controller.web.api;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.results.verdict.BenchmarkVerdict;
import io.threadbench.controller.results.verdict.VerdictService;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** A benchmark's verdict over the API (DESIGN §8, "The verdict"): the answer per scenario as data. */
@RestController
@RequestMapping("/api")
public class VerdictApiController {

    private final VerdictService verdicts;

    public VerdictApiController(VerdictService verdicts) {
        this.verdicts = verdicts;
    }

    @GetMapping("/benchmarks/{id}/verdict")
    @Operation(
            summary = "The verdict per scenario: who wins, by how much, how sure, and why the others lose",
            description = "For each scenario: the question its load shape asks and the metrics that decide it; the"
                    + " outcome (WINNER, EQUIVALENT: the same within the smallest difference that matters,"
                    + " INCONCLUSIVE: could not tell, NOT_ENOUGH_DATA, DOUBTFUL, NO_WINNER, NO_DATA) with the winner;"
                    + " the deciding comparison (both values, the factor of geometric means with its Welch interval at"
                    + " the level the decision used, p-value, repetitions and the smallest difference); the ranking"
                    + " as groups of variants not told apart; the reasons the"
                    + " others lose, each with its figure and the trial that shows it; efficiency lines; and advice"
                    + " when it cannot say. Built from stored data, so old benchmarks get one too.")
    @ApiResponse(responseCode = "200", description = "the verdict")
    @ApiResponse(responseCode = "404", description = "no benchmark with this id")
    public BenchmarkVerdict verdict(@PathVariable long id) {
        return verdicts.of(id).orElseThrow(() -> new NotFoundException("no benchmark " + id));
    }
}
