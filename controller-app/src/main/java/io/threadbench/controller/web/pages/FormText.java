package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The text boxes of the forms: one entry a line ({@code #} starts a comment line), or {@code key=value} lines. */
final class FormText {

    private FormText() {}

    /** Non-blank lines, stripped; lines starting with {@code #} are comments. */
    static List<String> lines(String text) {
        if (text == null) {
            return List.of();
        }
        return text.lines()
                .map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .toList();
    }

    /** The {@code key=value} lines of {@code field}, in order; a line without a key or a key given twice is reported. */
    static Map<String, String> keyValues(String field, String text, List<FieldError> errors) {
        Map<String, String> map = new LinkedHashMap<>();
        List<String> lines = lines(text);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int equals = line.indexOf('=');
            if (equals <= 0) {
                errors.add(new FieldError(field, field + " line " + (i + 1) + " '" + line + "' must be key=value"));
            } else if (map.put(
                            line.substring(0, equals).strip(),
                            line.substring(equals + 1).strip())
                    != null) {
                errors.add(new FieldError(
                        field, field + " key '" + line.substring(0, equals).strip() + "' appears twice"));
            }
        }
        return map;
    }
}
