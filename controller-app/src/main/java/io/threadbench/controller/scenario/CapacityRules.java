package io.threadbench.controller.scenario;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.scenario.CapacityPlan.Slo;
import io.threadbench.controller.text.Decimals;
import java.util.List;

/**
 * The rules of a {@code capacity} scenario's search, as field errors under {@code capacity.*}: an SLO to judge
 * steps by, a step rule that grows the rate, and a maximum not below the start.
 */
final class CapacityRules {

    static final int MAX_STEP_SECONDS = 600;
    static final double MAX_STEP_FACTOR = 10;
    static final double MAX_LATENCY_MILLIS = 600_000;

    private CapacityRules() {}

    static void check(Scenario scenario, List<FieldError> errors) {
        CapacityPlan plan = scenario.capacity();
        if (plan == null) {
            errors.add(new FieldError(
                    "capacity",
                    "capacity is required for the capacity loadShape: an slo, a startRate, a stepFactor or"
                            + " stepIncrement and a maxRate"));
            return;
        }
        checkSlo(plan.slo(), errors);
        checkRates(plan, errors);
        checkTimings(plan, errors);
    }

    private static void checkSlo(Slo slo, List<FieldError> errors) {
        if (slo == null) {
            errors.add(new FieldError(
                    "capacity.slo",
                    "capacity.slo is required: p99Millis and errorPercent (p50Millis optional) that each step must"
                            + " meet"));
            return;
        }
        if (slo.p99Millis() == null) {
            errors.add(new FieldError("capacity.slo.p99Millis", "capacity.slo.p99Millis is required"));
        } else {
            range(errors, "capacity.slo.p99Millis", slo.p99Millis(), 0.001, MAX_LATENCY_MILLIS);
        }
        if (slo.errorPercent() == null) {
            errors.add(new FieldError(
                    "capacity.slo.errorPercent", "capacity.slo.errorPercent is required (0 allows no error)"));
        } else {
            range(errors, "capacity.slo.errorPercent", slo.errorPercent(), 0, 100);
        }
        if (slo.p50Millis() != null) {
            range(errors, "capacity.slo.p50Millis", slo.p50Millis(), 0.001, MAX_LATENCY_MILLIS);
        }
    }

    private static void checkRates(CapacityPlan plan, List<FieldError> errors) {
        if (plan.startRate() == null) {
            errors.add(new FieldError("capacity.startRate", "capacity.startRate is required (requests/s)"));
        } else {
            range(errors, "capacity.startRate", plan.startRate(), 1, ScenarioValidator.MAX_RPS);
        }
        if (plan.maxRate() == null) {
            errors.add(new FieldError("capacity.maxRate", "capacity.maxRate is required (requests/s)"));
        } else if (plan.startRate() != null && plan.maxRate() < plan.startRate()) {
            errors.add(new FieldError(
                    "capacity.maxRate",
                    "capacity.maxRate (" + plan.maxRate() + ") must not be below capacity.startRate ("
                            + plan.startRate() + ")"));
        } else {
            range(errors, "capacity.maxRate", plan.maxRate(), 1, ScenarioValidator.MAX_RPS);
        }
        checkStepRule(plan, errors);
    }

    private static void checkStepRule(CapacityPlan plan, List<FieldError> errors) {
        if (plan.stepFactor() == null && plan.stepIncrement() == null) {
            errors.add(new FieldError(
                    "capacity.stepFactor",
                    "a step rule is required: capacity.stepFactor (e.g. 1.5) or capacity.stepIncrement (e.g. 20)"));
        } else if (plan.stepFactor() != null && plan.stepIncrement() != null) {
            errors.add(new FieldError(
                    "capacity.stepIncrement", "give capacity.stepFactor or capacity.stepIncrement, not both"));
        } else if (plan.stepFactor() != null && !(plan.stepFactor() > 1 && plan.stepFactor() <= MAX_STEP_FACTOR)) {
            errors.add(new FieldError(
                    "capacity.stepFactor",
                    "capacity.stepFactor must be above 1 (so that the rate grows) and at most " + (int) MAX_STEP_FACTOR
                            + ", got " + plan.stepFactor()));
        } else if (plan.stepIncrement() != null && plan.stepIncrement() < 1) {
            errors.add(new FieldError(
                    "capacity.stepIncrement",
                    "capacity.stepIncrement must be at least 1 (so that the rate grows), got " + plan.stepIncrement()));
        }
    }

    private static void checkTimings(CapacityPlan plan, List<FieldError> errors) {
        range(errors, "capacity.stepSeconds", plan.stepSeconds(), 2, MAX_STEP_SECONDS);
        if (plan.settleSeconds() >= plan.stepSeconds()) {
            errors.add(new FieldError(
                    "capacity.settleSeconds",
                    "capacity.settleSeconds (" + plan.settleSeconds() + ") must be below capacity.stepSeconds ("
                            + plan.stepSeconds() + "): the seconds after it are judged"));
        } else {
            range(errors, "capacity.settleSeconds", plan.settleSeconds(), 0, MAX_STEP_SECONDS - 1);
        }
        range(errors, "capacity.precisionPercent", plan.precisionPercent(), 0.1, 50);
    }

    private static void range(List<FieldError> errors, String field, double value, double min, double max) {
        if (!(value >= min && value <= max)) {
            errors.add(new FieldError(
                    field,
                    field + " must be between " + Decimals.plain(min) + " and " + Decimals.plain(max) + ", got "
                            + Decimals.plain(value)));
        }
    }
}
