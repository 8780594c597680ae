package io.threadbench.controller.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.threadbench.controller.errors.BadRequestException;
import io.threadbench.controller.errors.ConflictException;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.errors.ReadErrors;
import io.threadbench.controller.errors.ValidationException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
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

/**
 * Turns exceptions of the JSON API ({@code @RestController}s under {@code /api}) into one error body:
 * {@code {"status":400,"error":"Bad Request","message":"...","fieldErrors":[{"field":"vus","message":"..."}]}}.
 * Bad input is always a 4xx; only our own bugs become a 500, logged, with no internals in the body.
 *
 * <p>Services and controllers throw the exceptions of {@code errors}: {@link ValidationException} (400 with
 * field errors), {@link BadRequestException} (400), {@link NotFoundException} (404) and
 * {@link ConflictException} (409); this class maps them to HTTP.
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
            FieldError error = ReadErrors.fieldErrorOf(jackson);
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

    private static ResponseEntity<ApiError> respond(
            HttpStatusCode status, String message, List<FieldError> fieldErrors) {
        return ResponseEntity.status(status).body(ApiError.of(status, message, fieldErrors));
    }
}
