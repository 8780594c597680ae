package io.threadbench.controller.errors;

import java.util.List;

/** Input that breaks one or more rules (the API answers 400 with the field errors). */
public class ValidationException extends RuntimeException {
    private final List<FieldError> fieldErrors;

    public ValidationException(String message, List<FieldError> fieldErrors) {
        super(message);
        this.fieldErrors = List.copyOf(fieldErrors);
    }

    /** A message that sums up the field errors, e.g. "invalid scenario: vus must be ...". */
    public ValidationException(List<FieldError> fieldErrors) {
        this(summary(fieldErrors), fieldErrors);
    }

    public List<FieldError> fieldErrors() {
        return fieldErrors;
    }

    private static String summary(List<FieldError> errors) {
        if (errors.isEmpty()) {
            return "invalid input";
        }
        String first = errors.getFirst().message();
        return errors.size() == 1 ? first : first + " (and " + (errors.size() - 1) + " more)";
    }
}
