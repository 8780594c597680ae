package io.threadbench.controller.web.api;

import io.swagger.v3.oas.annotations.Operation;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.results.trend.Trend;
import io.threadbench.controller.results.trend.TrendService;
import java.util.ArrayList;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Trends of a scenario × approach across benchmarks, with change points (DESIGN §8). */
@RestController
public class TrendApiController {

    private final TrendService trends;

    public TrendApiController(TrendService trends) {
        this.trends = trends;
    }

    @GetMapping("/api/trends")
    @Operation(
            summary =
                    "A scenario × approach across benchmarks: each headline metric per benchmark, oldest first, with change points")
    public Trend trend(
            @RequestParam(name = "scenario", required = false) String scenario,
            @RequestParam(name = "approach", required = false) String approach) {
        List<FieldError> errors = new ArrayList<>();
        if (scenario == null || scenario.isBlank()) {
            errors.add(new FieldError("scenario", "scenario is required"));
        }
        if (approach == null || approach.isBlank()) {
            errors.add(new FieldError("approach", "approach is required"));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        return trends.trend(scenario, approach)
                .orElseThrow(() -> new NotFoundException(
                        "no successful trial of scenario " + scenario + " with approach " + approach));
    }
}
