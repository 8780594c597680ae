package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.compare.CompareRequest;
import io.threadbench.controller.web.PageController;
import java.util.stream.Collectors;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * The comparison of two benchmarks (DESIGN §8): pick A and B and a threshold; per scenario × approach × metric
 * the % change of B against A, better / worse / same, and whether the change is outside the noise.
 */
@PageController
class ComparePageController {

    private final ResultsService stored;

    ComparePageController(ResultsService stored) {
        this.stored = stored;
    }

    @GetMapping("/compare")
    String compare(CompareRequest request, Model model) {
        model.addAttribute("request", request);
        model.addAttribute("choices", stored.choices());
        if (request.submitted()) {
            CompareRequest.Outcome outcome = request.evaluate(stored);
            model.addAttribute(
                    "comparison", outcome.comparison() == null ? null : ComparisonView.of(outcome.comparison()));
            model.addAttribute(
                    "errors",
                    outcome.errors().stream().collect(Collectors.toMap(FieldError::field, FieldError::message)));
        }
        return "compare/index";
    }
}
