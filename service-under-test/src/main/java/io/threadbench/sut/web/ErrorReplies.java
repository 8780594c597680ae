package io.threadbench.sut.web;

import io.threadbench.sut.approach.ThreadKind;
import io.threadbench.sut.input.BadInputException;
import io.threadbench.sut.input.ErrorBody;
import io.threadbench.sut.upstream.UpstreamException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.core.NestedExceptionUtils;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.ErrorResponse;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.server.ServerWebInputException;

/**
 * Turns every failure into a JSON {@link ErrorBody}, for Spring MVC and WebFlux alike: bad input is 400 with
 * the field at fault, a failed upstream call 502, framework errors keep their status. 500 is left for bugs.
 */
@RestControllerAdvice
class ErrorReplies {

    private static final Logger log = LoggerFactory.getLogger(ErrorReplies.class);

    @ExceptionHandler(BadInputException.class)
    ResponseEntity<Object> badInput(BadInputException e) {
        return reply(HttpStatus.BAD_REQUEST, e.getMessage(), e.field());
    }

    @ExceptionHandler(TypeMismatchException.class)
    ResponseEntity<Object> typeMismatch(TypeMismatchException e) {
        return reply(
                HttpStatus.BAD_REQUEST,
                e.getPropertyName() + " must be a whole number within range, got '" + e.getValue() + "'",
                e.getPropertyName());
    }

    @ExceptionHandler(HttpMessageNotReadableException.class)
    ResponseEntity<Object> unreadable(HttpMessageNotReadableException e) {
        return unreadableBody(e);
    }

    /** WebFlux's wrapper for missing or mistyped parameters and undecodable bodies. */
    @ExceptionHandler(ServerWebInputException.class)
    ResponseEntity<Object> webInput(ServerWebInputException e) {
        if (e.getCause() instanceof TypeMismatchException mismatch) {
            return typeMismatch(mismatch);
        }
        if (e.getMethodParameter() != null && e.getMethodParameter().hasParameterAnnotation(RequestBody.class)) {
            return unreadableBody(e);
        }
        return reply(HttpStatus.BAD_REQUEST, e.getReason(), null);
    }

    @ExceptionHandler(UpstreamException.class)
    ResponseEntity<Object> upstream(UpstreamException e) {
        return reply(HttpStatus.BAD_GATEWAY, e.getMessage(), null);
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<Object> other(Exception e) {
        if (e instanceof ErrorResponse known) {
            String detail = known.getBody().getDetail();
            return reply(known.getStatusCode(), detail == null ? e.getMessage() : detail, null);
        }
        log.error("unexpected failure", e);
        return reply(HttpStatus.INTERNAL_SERVER_ERROR, "unexpected failure: " + e, null);
    }

    private static ResponseEntity<Object> unreadableBody(Exception e) {
        return reply(HttpStatus.BAD_REQUEST, "the body is not a valid JSON array of movies: " + rootMessage(e), "body");
    }

    private static ResponseEntity<Object> reply(HttpStatusCode status, String message, String field) {
        String reason = status instanceof HttpStatus known ? known.getReasonPhrase() : "Error";
        return Replies.json(status, ThreadKind.current(), 0, new ErrorBody(status.value(), reason, message, field));
    }

    private static String rootMessage(Throwable e) {
        Throwable root = NestedExceptionUtils.getMostSpecificCause(e);
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
