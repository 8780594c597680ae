package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.scenario.CapacityPlan;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The capacity search's inputs of the scenario form, as typed (DESIGN "Capacity (as built)"). The form posts them by
 * their nested names ({@code capacity.startRate}); a value that is not a number becomes a field message at its
 * input, the rest becomes the scenario's {@link CapacityPlan}.
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

    /** The inputs as posted, each under {@code capacity.} and its name ({@code capacity.startRate}). */
    static CapacityFields read(Function<String, String> param) {
        Object[] values = Arrays.stream(CapacityFields.class.getRecordComponents())
                .map(component -> param.apply("capacity." + component.getName()))
                .toArray();
        try {
            return (CapacityFields) CapacityFields.class.getDeclaredConstructors()[0].newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot bind the capacity inputs", e);
        }
    }

    /** The search these inputs describe; unreadable numbers are left out and reported. */
    CapacityPlan toPlan(List<FieldError> errors) {
        CapacityPlan.Slo slo = blank(sloP99Millis) && blank(sloErrorPercent) && blank(sloP50Millis)
                ? null
                : new CapacityPlan.Slo(
                        decimal("capacity.slo.p99Millis", sloP99Millis, errors),
                        decimal("capacity.slo.errorPercent", sloErrorPercent, errors),
                        decimal("capacity.slo.p50Millis", sloP50Millis, errors));
        return new CapacityPlan(
                slo,
                whole("startRate", startRate, errors),
                decimal("capacity.stepFactor", stepFactor, errors),
                whole("stepIncrement", stepIncrement, errors),
                whole("stepSeconds", stepSeconds, errors),
                whole("settleSeconds", settleSeconds, errors),
                whole("maxRate", maxRate, errors),
                decimal("capacity.precisionPercent", precisionPercent, errors));
    }

    private static Integer whole(String name, String value, List<FieldError> errors) {
        if (blank(value)) {
            return null;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            String path = "capacity." + name;
            errors.add(new FieldError(path, path + " must be a whole number, got '" + value.trim() + "'"));
            return null;
        }
    }

    private static Double decimal(String path, String value, List<FieldError> errors) {
        if (blank(value)) {
            return null;
        }
        try {
            double number = Double.parseDouble(value.trim());
            if (!Double.isFinite(number)) {
                throw new NumberFormatException();
            }
            return number;
        } catch (NumberFormatException e) {
            errors.add(new FieldError(path, path + " must be a number, got '" + value.trim() + "'"));
            return null;
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

    /** Every input of the capacity search, with a message slot each: {@code capacity}, then {@code capacityStartRate}, ... */
    static final List<String> INPUTS = Stream.concat(
                    Stream.of("capacity"),
                    Arrays.stream(CapacityFields.class.getRecordComponents())
                            .map(component -> "capacity"
                                    + Character.toUpperCase(component.getName().charAt(0))
                                    + component.getName().substring(1)))
            .toList();
}
