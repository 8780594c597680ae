package io.threadbench.controller.scenario;

import io.threadbench.controller.errors.FieldError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What the request templates of a {@code requests} workload may be: 1 to 20 requests with a known method, a path
 * starting with '/', headers k6 may set, a bounded body, a weight, and placeholders that are {@code {i}} or a list
 * of {@code picks}.
 */
final class RequestRules {

    static final int MAX_REQUESTS = 20;
    static final int MAX_BODY = 10_000;
    static final int MAX_WEIGHT = 1000;
    static final int MAX_PICKS = 1000;
    private static final Set<String> METHODS = Set.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD");
    private static final Pattern HEADER = Pattern.compile("[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}");
    private static final Pattern PICK = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,39}");
    private static final Pattern PATH = Pattern.compile("/[A-Za-z0-9/_.~%?=&+,;:@!$'()*{}\\[\\]-]*");
    private static final Set<String> MANAGED_HEADERS =
            Set.of("host", "content-length", "connection", "transfer-encoding");

    private RequestRules() {}

    static List<FieldError> check(Workload workload, List<RequestTemplate> requests) {
        List<FieldError> errors = new ArrayList<>();
        if (workload != Workload.REQUESTS) {
            if (!requests.isEmpty()) {
                errors.add(new FieldError(
                        "requests",
                        "requests are only sent by the 'requests' workload; leave them empty for "
                                + (workload == null ? "other workloads" : workload.id())));
            }
            return errors;
        }
        if (requests.isEmpty() || requests.size() > MAX_REQUESTS) {
            errors.add(new FieldError(
                    "requests",
                    "the requests workload needs 1 to " + MAX_REQUESTS + " requests, got " + requests.size()));
            return errors;
        }
        for (int i = 0; i < requests.size(); i++) {
            check(requests.get(i), "requests[" + i + "]", errors);
        }
        return errors;
    }

    private static void check(RequestTemplate request, String at, List<FieldError> errors) {
        if (!METHODS.contains(request.method())) {
            errors.add(new FieldError(
                    at + ".method",
                    "method must be one of GET, POST, PUT, PATCH, DELETE, HEAD; got '" + request.method() + "'"));
        }
        if (request.path() == null || request.path().isBlank()) {
            errors.add(new FieldError(at + ".path", "path is required, e.g. /orders/{i}"));
        } else if (request.path().length() > 2000
                || !PATH.matcher(request.path()).matches()) {
            errors.add(new FieldError(
                    at + ".path", "path must start with '/' and hold URL characters only (spaces encoded as %20)"));
        }
        for (Map.Entry<String, String> header : request.headers().entrySet()) {
            String field = at + ".headers[" + header.getKey() + "]";
            if (!HEADER.matcher(header.getKey()).matches()) {
                errors.add(new FieldError(field, "'" + header.getKey() + "' is not a valid header name"));
            } else if (MANAGED_HEADERS.contains(header.getKey().toLowerCase(java.util.Locale.ROOT))) {
                errors.add(new FieldError(field, header.getKey() + " is set by k6 itself"));
            }
            String value = header.getValue();
            if (value == null || value.length() > 4000 || value.chars().anyMatch(Character::isISOControl)) {
                errors.add(new FieldError(field, "header values are up to 4000 characters without line breaks"));
            }
        }
        if (request.body() != null) {
            if (request.body().length() > MAX_BODY) {
                errors.add(new FieldError(at + ".body", "body must be at most " + MAX_BODY + " characters"));
            }
            if (request.method().equals("GET") || request.method().equals("HEAD")) {
                errors.add(new FieldError(at + ".body", request.method() + " requests carry no body"));
            }
        }
        if (request.weight() < 1 || request.weight() > MAX_WEIGHT) {
            errors.add(new FieldError(
                    at + ".weight", "weight must be between 1 and " + MAX_WEIGHT + ", got " + request.weight()));
        }
        for (Map.Entry<String, List<String>> pick : request.picks().entrySet()) {
            String field = at + ".picks[" + pick.getKey() + "]";
            if (!PICK.matcher(pick.getKey()).matches() || pick.getKey().equals("i")) {
                errors.add(new FieldError(
                        field, "pick names are a letter then letters, digits or '_' (and not 'i', the iteration)"));
            }
            List<String> values = pick.getValue();
            if (values == null || values.isEmpty() || values.size() > MAX_PICKS) {
                errors.add(new FieldError(field, "a pick list holds 1 to " + MAX_PICKS + " values"));
            } else if (values.stream().anyMatch(v -> v == null || v.length() > 1000)) {
                errors.add(new FieldError(field, "pick values are up to 1000 characters"));
            }
        }
        for (int i = 0; i < request.expectedStatuses().size(); i++) {
            String status = request.expectedStatuses().get(i);
            if (RequestTemplate.statusRange(status) == null) {
                errors.add(new FieldError(
                        at + ".expectedStatuses[" + i + "]",
                        "an expected status is a status from 100 to 599 (e.g. 302) or a range (e.g. 200-299);"
                                + " got '" + status + "'"));
            }
        }
        if (request.expectedStatuses().size() > 20) {
            errors.add(new FieldError(at + ".expectedStatuses", "at most 20 statuses or ranges"));
        }
        for (String name : request.placeholders()) {
            if (!name.equals("i") && !request.picks().containsKey(name)) {
                errors.add(new FieldError(
                        at + ".picks", "{" + name + "} is used but there is no pick list '" + name + "' (or use {i})"));
            }
        }
    }
}
