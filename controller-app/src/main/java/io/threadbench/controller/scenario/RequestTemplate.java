package io.threadbench.controller.scenario;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One request of a {@code requests} workload (DESIGN §4): k6 sends it as data, so nobody writes k6 code. In the path
 * and the body, {@code {i}} is the test-wide iteration number and {@code {name}} the value of list {@code name} of
 * {@code picks} at position {@code i} modulo its size, so every value gets its exact share.
 *
 * @param method  GET, POST, PUT, PATCH, DELETE or HEAD
 * @param path    starting with '/', e.g. {@code /orders/{i}?city={city}}
 * @param weight  how often it is sent relative to the others (default 1): with weights 3 and 1, exactly 3 in 4
 *                iterations send the first
 * @param expectedStatuses the statuses that count as success, each a status ({@code 302}) or a range
 *                ({@code 200-299}); default {@link #DEFAULT_EXPECTED_STATUSES}: 2xx and the redirects k6 follows
 * @param followRedirects whether a redirect is followed (default true, up to {@link #MAX_REDIRECTS} hops); each hop
 *                is a request of its own in requests/s and latency, as k6 records it
 */
public record RequestTemplate(
        String method,
        String path,
        Map<String, String> headers,
        String body,
        Integer weight,
        Map<String, List<String>> picks,
        List<String> expectedStatuses,
        Boolean followRedirects) {

    /** Success unless said otherwise: 2xx, and the redirects a browser follows, which are not failures. */
    public static final List<String> DEFAULT_EXPECTED_STATUSES = List.of("200-299", "301-303", "307-308");

    /** Hops followed at most, as k6's own default. */
    public static final int MAX_REDIRECTS = 10;

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9_]*)}");

    public RequestTemplate {
        method = method == null ? "GET" : method.strip().toUpperCase(java.util.Locale.ROOT);
        headers = headers == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(headers));
        weight = weight == null ? 1 : weight;
        picks = picks == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(picks));
        expectedStatuses = expectedStatuses == null || expectedStatuses.isEmpty()
                ? DEFAULT_EXPECTED_STATUSES
                : expectedStatuses.stream()
                        .map(status -> status == null ? null : status.strip())
                        .toList();
        followRedirects = followRedirects == null ? Boolean.TRUE : followRedirects;
    }

    /** A template with the given method, path, headers, body, weight and picks, and the default success rules. */
    public RequestTemplate(
            String method,
            String path,
            Map<String, String> headers,
            String body,
            Integer weight,
            Map<String, List<String>> picks) {
        this(method, path, headers, body, weight, picks, null, null);
    }

    /** {@code expectedStatuses} as {@code [min, max]} pairs; a malformed entry (refused by validation) is left out. */
    public List<int[]> statusRanges() {
        List<int[]> ranges = new java.util.ArrayList<>();
        for (String status : expectedStatuses) {
            int[] range = statusRange(status);
            if (range != null) {
                ranges.add(range);
            }
        }
        return ranges;
    }

    /** {@code "302"} → [302, 302], {@code "200-299"} → [200, 299]; null when not a status or range of 100–599. */
    static int[] statusRange(String text) {
        if (text == null || !text.matches("[1-5]\\d\\d(-[1-5]\\d\\d)?")) {
            return null;
        }
        int dash = text.indexOf('-');
        int min = Integer.parseInt(dash < 0 ? text : text.substring(0, dash));
        int max = dash < 0 ? min : Integer.parseInt(text.substring(dash + 1));
        return min <= max ? new int[] {min, max} : null;
    }

    /** The path with the placeholders filled in for iteration {@code i}. */
    public String pathAt(long i) {
        return fill(path, i);
    }

    /** The body with the placeholders filled in for iteration {@code i}; null without a body. */
    public String bodyAt(long i) {
        return body == null ? null : fill(body, i);
    }

    /** The placeholder names used in the path and the body. */
    public List<String> placeholders() {
        List<String> names = new java.util.ArrayList<>();
        for (String text : new String[] {path, body}) {
            if (text != null) {
                Matcher matcher = PLACEHOLDER.matcher(text);
                while (matcher.find()) {
                    names.add(matcher.group(1));
                }
            }
        }
        return names;
    }

    private String fill(String text, long i) {
        Matcher matcher = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String name = matcher.group(1);
            String value;
            if (name.equals("i")) {
                value = Long.toString(i);
            } else if (picks.containsKey(name) && !picks.get(name).isEmpty()) {
                List<String> values = picks.get(name);
                value = values.get((int) (i % values.size()));
            } else {
                value = matcher.group();
            }
            matcher.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
