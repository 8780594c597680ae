package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Field errors of a form, grouped by the input that shows them: a path such as {@code stages[1].target}
 * or {@code serverProperties[server.port]} belongs to the {@code stages} or {@code serverProperties} input.
 * Errors that name no field are "general" and shown above the form.
 */
public final class FormErrors {

    private final Map<String, List<String>> byField = new LinkedHashMap<>();

    public static FormErrors none() {
        return new FormErrors();
    }

    public static FormErrors of(List<FieldError> errors) {
        FormErrors result = new FormErrors();
        errors.forEach(result::add);
        return result;
    }

    public void add(FieldError error) {
        add(inputOf(error.field()), error.message());
    }

    public void add(String input, String message) {
        byField.computeIfAbsent(input, key -> new ArrayList<>()).add(message);
    }

    /**
     * The input a field path is shown at: the part before the first {@code [} or {@code .}; a path under {@code
     * capacity.} has an input of its own ({@link CapacityFields#inputOf}), as has each of {@code container.cpus},
     * {@code .memory} and {@code .cpuset} ({@code containerCpus}, ...) and of the database's and upstream's
     * ({@code container.database.cpus}: {@code containerDatabaseCpus}).
     */
    static String inputOf(String field) {
        if (field == null) {
            return "";
        }
        if (field.startsWith("capacity.")) {
            return CapacityFields.inputOf(field);
        }
        if (field.startsWith("container.")) { // the variant form's containerCpus, containerDatabaseMemory, ...
            StringBuilder input = new StringBuilder("container");
            for (String part : field.substring("container.".length()).split("\\.")) {
                input.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
            return input.toString();
        }
        int end = field.length();
        for (char stop : new char[] {'[', '.'}) {
            int at = field.indexOf(stop);
            if (at >= 0) {
                end = Math.min(end, at);
            }
        }
        return field.substring(0, end);
    }

    /**
     * The same messages with the field names of {@code labels} written as the form's labels ("Measured seconds
     * must be …", not "durationSeconds must be …"): a form speaks its own words. A name inside a path
     * ({@code stages[1].durationSeconds}) stays as it is.
     */
    public FormErrors labelled(Map<String, String> labels) {
        FormErrors result = new FormErrors();
        byField.forEach((input, messages) -> messages.forEach(message -> {
            String text = message;
            for (Map.Entry<String, String> label : labels.entrySet()) {
                text = text.replaceAll(
                        "(?<![\\w.\\[])" + java.util.regex.Pattern.quote(label.getKey()) + "(?![\\w\\[])",
                        java.util.regex.Matcher.quoteReplacement(label.getValue()));
            }
            result.add(input, text);
        }));
        return result;
    }

    /** Only the messages of the given inputs (inline validation reports on the fields already filled in). */
    public FormErrors limitedTo(Collection<String> inputs) {
        FormErrors result = new FormErrors();
        byField.forEach((input, messages) -> {
            if (inputs.contains(input)) {
                messages.forEach(message -> result.add(input, message));
            }
        });
        return result;
    }

    public boolean isEmpty() {
        return byField.isEmpty();
    }

    public boolean has(String input) {
        return byField.containsKey(input);
    }

    /** The messages of one input joined into one line, or empty. */
    public String text(String input) {
        return String.join("; ", byField.getOrDefault(input, List.of()));
    }

    public List<String> general() {
        return byField.getOrDefault("", List.of());
    }

    public int count() {
        return byField.values().stream().mapToInt(List::size).sum();
    }
}
