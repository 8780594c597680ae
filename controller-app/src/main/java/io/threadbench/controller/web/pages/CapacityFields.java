package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.json.Json;
import io.threadbench.controller.scenario.CapacityPlan;
import java.util.List;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The capacity search's inputs of the scenario form, as typed (DESIGN "Capacity (as built)"). Spring binds them by
 * their nested names ({@code capacity.startRate}); a value that is not a number becomes a field message at its
 * input, the rest becomes the {@code capacity} object the API reads.
 */
public record CapacityFields(
        String sloP99Millis,
        String sloErrorPercent,
        String sloP50Millis,
        String startRate,
        String stepFactor,
        String stepIncrement,
        String maxRate,
        String stepSeconds,
        String settleSeconds,
        String precisionPercent) {

    private static final JsonMapper JSON = Json.MAPPER;

    /** What a new capacity scenario starts with: an SLO and a climb a 2-core machine can run in minutes. */
    static CapacityFields blank() {
        return new CapacityFields("150", "1", "", "50", "1.5", "", "2000", "5", "1", "5");
    }

    static CapacityFields of(CapacityPlan plan) {
        if (plan == null) {
            return blank();
        }
        CapacityPlan.Slo slo = plan.slo();
        return new CapacityFields(
                slo == null ? "" : plain(slo.p99Millis()),
                slo == null ? "" : plain(slo.errorPercent()),
                slo == null ? "" : plain(slo.p50Millis()),
                plain(plan.startRate()),
                plain(plan.stepFactor()),
                plain(plan.stepIncrement()),
                plain(plan.maxRate()),
                plain(plan.stepSeconds()),
                plain(plan.settleSeconds()),
                plain(plan.precisionPercent()));
    }

    /** The {@code capacity} object for the scenario's JSON; unreadable numbers are left out and reported. */
    ObjectNode toJson(List<FieldError> errors) {
        ObjectNode capacity = JSON.createObjectNode();
        if (!blank(sloP99Millis) || !blank(sloErrorPercent) || !blank(sloP50Millis)) {
            ObjectNode slo = capacity.putObject("slo");
            decimal(slo, "capacity.slo.p99Millis", "p99Millis", sloP99Millis, errors);
            decimal(slo, "capacity.slo.errorPercent", "errorPercent", sloErrorPercent, errors);
            decimal(slo, "capacity.slo.p50Millis", "p50Millis", sloP50Millis, errors);
        }
        whole(capacity, "startRate", startRate, errors);
        decimal(capacity, "capacity.stepFactor", "stepFactor", stepFactor, errors);
        whole(capacity, "stepIncrement", stepIncrement, errors);
        whole(capacity, "maxRate", maxRate, errors);
        whole(capacity, "stepSeconds", stepSeconds, errors);
        whole(capacity, "settleSeconds", settleSeconds, errors);
        decimal(capacity, "capacity.precisionPercent", "precisionPercent", precisionPercent, errors);
        return capacity;
    }

    private static void whole(ObjectNode node, String name, String value, List<FieldError> errors) {
        if (blank(value)) {
            return;
        }
        try {
            node.put(name, Integer.parseInt(value.trim()));
        } catch (NumberFormatException e) {
            String path = "capacity." + name;
            errors.add(new FieldError(path, path + " must be a whole number, got '" + value.trim() + "'"));
        }
    }

    private static void decimal(ObjectNode node, String path, String name, String value, List<FieldError> errors) {
        if (blank(value)) {
            return;
        }
        try {
            double number = Double.parseDouble(value.trim());
            if (!Double.isFinite(number)) {
                throw new NumberFormatException();
            }
            node.put(name, number);
        } catch (NumberFormatException e) {
            errors.add(new FieldError(path, path + " must be a number, got '" + value.trim() + "'"));
        }
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    private static String plain(Number value) {
        if (value == null) {
            return "";
        }
        double number = value.doubleValue();
        return number == Math.rint(number) ? Long.toString((long) number) : Double.toString(number);
    }

    /** The form input of a field path under {@code capacity.}, e.g. {@code capacity.slo.p99Millis} → {@code capacitySloP99Millis}. */
    static String inputOf(String field) {
        if (field.equals("capacity.slo")) {
            return "capacitySloP99Millis";
        }
        StringBuilder input = new StringBuilder("capacity");
        for (String part : field.substring("capacity.".length()).split("\\.")) {
            if (!part.isEmpty()) {
                input.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        return input.toString();
    }

    /** Every input of the capacity search, with a message slot each. */
    static final List<String> INPUTS = List.of(
            "capacity",
            "capacitySloP99Millis",
            "capacitySloErrorPercent",
            "capacitySloP50Millis",
            "capacityStartRate",
            "capacityStepFactor",
            "capacityStepIncrement",
            "capacityMaxRate",
            "capacityStepSeconds",
            "capacitySettleSeconds",
            "capacityPrecisionPercent");
}
