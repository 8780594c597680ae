package io.threadbench.controller.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.BindException;
import org.springframework.web.ErrorResponse;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.resource.NoResourceFoundException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * Turns exceptions of the JSON API ({@code @RestController}s under {@code /api}) into one error body:
 * {@code {"status":400,"error":"Bad Request","message":"...","fieldErrors":[{"field":"vus","message":"..."}]}}.
 * Bad input is always a 4xx; only our own bugs become a 500, logged, with no internals in the body.
 *
 * <p>Controllers of any feature throw the nested exceptions: {@link ValidationException} (400 with
 * field errors), {@link BadRequestException} (400), {@link NotFoundException} (404) and
 * {@link ConflictException} (409).
 */
@RestControllerAdvice(annotations = RestController.class)
public class ApiErrorHandler {

    private static final Logger log = LoggerFactory.getLogger(ApiErrorHandler.class);

    /** The error body of every API error. */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record ApiError(int status, String error, String message, List<FieldError> fieldErrors) {

        static ApiError of(HttpStatusCode code, String message, List<FieldError> fieldErrors) {
            HttpStatus status = HttpStatus.resolve(code.value());
            String reason = status != null ? status.getReasonPhrase() : "Error";
            return new ApiError(code.value(), reason, message, fieldErrors == null ? List.of() : fieldErrors);
        }
    }

    /** A problem with one input field; {@code field} is a path such as {@code stages[1].target}. */
    public record FieldError(String field, String message) {}

    /** Input that breaks one or more rules; answered with 400 and the field errors. */
    public static class ValidationException extends RuntimeException {
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

    /** Malformed input that is not about one field; answered with 400. */
    public static class BadRequestException extends RuntimeException {
        public BadRequestException(String message) {
            super(message);
        }
    }

    /** A named thing that does not exist; answered with 404. */
    public static class NotFoundException extends RuntimeException {
        public NotFoundException(String message) {
            super(message);
        }
    }

    /** A request that clashes with the current state (name taken, benchmark running); answered with 409. */
    public static class ConflictException extends RuntimeException {
        public ConflictException(String message) {
            super(message);
        }
    }

    @ExceptionHandler(ValidationException.class)
    ResponseEntity<ApiError> validation(ValidationException e) {
        return respond(HttpStatus.BAD_REQUEST, e.getMessage(), e.fieldErrors());
    }

    @ExceptionHandler(BadRequestException.class)
    ResponseEntity<ApiError> badRequest(BadRequestException e) {
        return respond(HttpStatus.BAD_REQUEST, e.getMessage(), List.of());
    }

    @ExceptionHandler(NotFoundException.class)
    ResponseEntity<ApiError> notFound(NotFoundException e) {
        return respond(HttpStatus.NOT_FOUND, e.getMessage(), List.of());
    }

    @ExceptionHandler(ConflictException.class)
    ResponseEntity<ApiError> conflict(ConflictException e) {
        return respond(HttpStatus.CONFLICT, e.getMessage(), List.of());
    }

    /** Bodies that Spring's own JSON converter could not read (other controllers' {@code @RequestBody}s). */
    @ExceptionHandler(HttpMessageNotReadableException.class)
    ResponseEntity<ApiError> unreadable(HttpMessageNotReadableException e) {
        if (e.getCause() instanceof JacksonException jackson) {
            FieldError error = fieldErrorOf(jackson);
            return respond(HttpStatus.BAD_REQUEST, "malformed request body: " + error.message(), List.of(error));
        }
        return respond(HttpStatus.BAD_REQUEST, "malformed or missing request body", List.of());
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    ResponseEntity<ApiError> typeMismatch(MethodArgumentTypeMismatchException e) {
        Throwable cause = e.getMostSpecificCause();
        String detail = cause instanceof IllegalArgumentException && cause.getMessage() != null
                ? cause.getMessage()
                : "'" + e.getValue() + "' is not a valid " + e.getRequiredType().getSimpleName();
        return respond(
                HttpStatus.BAD_REQUEST, e.getName() + ": " + detail, List.of(new FieldError(e.getName(), detail)));
    }

    @ExceptionHandler(MissingServletRequestParameterException.class)
    ResponseEntity<ApiError> missingParameter(MissingServletRequestParameterException e) {
        String message = "request parameter '" + e.getParameterName() + "' is required";
        return respond(HttpStatus.BAD_REQUEST, message, List.of(new FieldError(e.getParameterName(), message)));
    }

    @ExceptionHandler(BindException.class)
    ResponseEntity<ApiError> binding(BindException e) {
        List<FieldError> errors = e.getFieldErrors().stream()
                .map(error -> new FieldError(error.getField(), error.getField() + " " + error.getDefaultMessage()))
                .toList();
        return respond(
                HttpStatus.BAD_REQUEST,
                errors.isEmpty() ? "invalid input" : errors.getFirst().message(),
                errors);
    }

    /** Spring MVC's own errors (405, 406, 415, ... all implement ErrorResponse) keep their status; the rest is ours. */
    @ExceptionHandler(Exception.class)
    ResponseEntity<ApiError> other(Exception e, HttpServletRequest request) {
        if (e instanceof ErrorResponse response) {
            String detail = response.getBody().getDetail();
            if (response.getStatusCode().is5xxServerError()) {
                log.warn("{} {} failed: {}", request.getMethod(), request.getRequestURI(), e.toString());
            }
            return respond(response.getStatusCode(), detail != null ? detail : e.getMessage(), List.of());
        }
        log.error("unexpected error answering {} {}", request.getMethod(), request.getRequestURI(), e);
        return respond(HttpStatus.INTERNAL_SERVER_ERROR, "internal error; see the controller's log", List.of());
    }

    /**
     * Errors raised before any controller is chosen (unknown path, method or content type) reach no
     * controller-scoped advice; this one answers them in the same format, for {@code /api/} paths only.
     */
    @RestControllerAdvice
    @Order(Ordered.LOWEST_PRECEDENCE)
    static class ApiRoutingErrors {

        @ExceptionHandler({
            NoResourceFoundException.class,
            HttpRequestMethodNotSupportedException.class,
            HttpMediaTypeNotSupportedException.class
        })
        ResponseEntity<ApiError> routing(Exception e, HttpServletRequest request) throws Exception {
            if (!request.getRequestURI().startsWith("/api/")) {
                throw e; // pages keep Spring's own handling
            }
            ErrorResponse response = (ErrorResponse) e;
            String message = e instanceof NoResourceFoundException
                    ? "no API endpoint " + request.getMethod() + " " + request.getRequestURI()
                    : response.getBody().getDetail();
            return respond(response.getStatusCode(), message, List.of());
        }
    }

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
            case StreamReadException syntax ->
                "malformed input" + at(syntax.getLocation()) + ": " + firstLine(syntax.getOriginalMessage());
            default ->
                e.getCause() instanceof IllegalArgumentException cause && cause.getMessage() != null
                        ? cause.getMessage()
                        : name + ": " + firstLine(e.getOriginalMessage());
        };
        return new FieldError(field.toString(), message);
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

    private static ResponseEntity<ApiError> respond(
            HttpStatusCode status, String message, List<FieldError> fieldErrors) {
        return ResponseEntity.status(status).body(ApiError.of(status, message, fieldErrors));
    }
}
