package io.threadbench.controller.errors;

import java.util.stream.Collectors;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

/** Describes what Jackson could not read (JSON or YAML) in plain words, as a {@link FieldError}. */
public final class ReadErrors {

    private ReadErrors() {}

    /**
     * Describes a JSON/YAML reading error as a field error: the field is the path of the bad value
     * ({@code stages[1].target}; empty for syntax errors) and the message says what was expected.
     */
    public static FieldError fieldErrorOf(JacksonException e) {
        StringBuilder field = new StringBuilder();
        for (JacksonException.Reference reference : e.getPath()) {
            if (reference.getPropertyName() != null && reference.from() instanceof java.util.Map) {
                field.append('[').append(reference.getPropertyName()).append(']');
            } else if (reference.getPropertyName() != null) {
                field.append(field.isEmpty() ? "" : ".").append(reference.getPropertyName());
            } else if (reference.getIndex() >= 0) {
                field.append('[').append(reference.getIndex()).append(']');
            }
        }
        String name = field.isEmpty() ? "body" : field.toString();
        String message = switch (e) {
            case UnrecognizedPropertyException unknown ->
                "unknown field '" + unknown.getPropertyName()
                        + "'; known fields: "
                        + unknown.getKnownPropertyIds().stream()
                                .map(String::valueOf)
                                .sorted()
                                .collect(Collectors.joining(", "));
            case InvalidFormatException format
            when !(format.getCause() instanceof IllegalArgumentException) ->
                name + ": '" + format.getValue() + "' is not " + typeName(format.getTargetType());
            case MismatchedInputException missing
            when missing.getTargetType() != null
                    && String.valueOf(missing.getOriginalMessage()).startsWith("Cannot map `null`") ->
                name + " is required and must be " + typeName(missing.getTargetType());
            case MismatchedInputException mismatch
            when mismatch.getTargetType() != null && !(e.getCause() instanceof IllegalArgumentException) ->
                name + " must be " + typeName(mismatch.getTargetType());
            case StreamConstraintsException limit -> tooLarge(limit.getOriginalMessage());
            case StreamReadException syntax ->
                "malformed input" + at(syntax.getLocation()) + ": " + firstLine(syntax.getOriginalMessage());
            default ->
                e.getCause() instanceof IllegalArgumentException cause && cause.getMessage() != null
                        ? cause.getMessage()
                        : name + ": " + firstLine(e.getOriginalMessage());
        };
        return new FieldError(field.toString(), message);
    }

    private static final java.util.regex.Pattern LIMIT =
            java.util.regex.Pattern.compile("^(.+?) \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*$");

    /** Jackson's read limits in plain words, without the name of the setting that holds them. */
    static String tooLarge(String message) {
        java.util.regex.Matcher m = LIMIT.matcher(String.valueOf(message));
        if (!m.matches()) {
            return "the input is too large to read";
        }
        String what = m.group(1).toLowerCase(java.util.Locale.ROOT);
        String found = m.group(2);
        String limit = m.group(3);
        if (what.contains("nesting depth")) {
            return "the input nests objects and lists " + found + " levels deep; at most " + limit + " are read";
        }
        if (what.contains("document length")) {
            return "the input is " + found + " characters long; at most " + limit + " are read";
        }
        if (what.contains("number")) {
            return "a number has " + found + " digits; at most " + limit + " are read";
        }
        if (what.contains("string")) {
            return "a text value is " + found + " characters long; at most " + limit + " are read";
        }
        if (what.contains("name")) {
            return "a field name is " + found + " characters long; at most " + limit + " are read";
        }
        return "the input is too large to read: " + what + " is " + found + ", at most " + limit;
    }

    /** The expected kind of value, with its article: "a whole number", "text", "a list". */
    private static String typeName(Class<?> type) {
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "a whole number";
        }
        if (type == String.class || type.isEnum()) {
            return "text";
        }
        if (java.util.Collection.class.isAssignableFrom(type)) {
            return "a list";
        }
        if (java.util.Map.class.isAssignableFrom(type) || type.isRecord()) {
            return "a mapping of names to values";
        }
        return "a " + type.getSimpleName();
    }

    private static String at(TokenStreamLocation location) {
        return location == null || location.getLineNr() < 0
                ? ""
                : " at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "unreadable value";
        }
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }
}
