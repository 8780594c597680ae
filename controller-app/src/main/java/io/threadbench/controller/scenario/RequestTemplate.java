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
 */
public record RequestTemplate(
        String method,
        String path,
        Map<String, String> headers,
        String body,
        Integer weight,
        Map<String, List<String>> picks) {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z0-9_]*)}");

    public RequestTemplate {
        method = method == null ? "GET" : method.strip().toUpperCase(java.util.Locale.ROOT);
        headers = headers == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(headers));
        weight = weight == null ? 1 : weight;
        picks = picks == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(picks));
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
