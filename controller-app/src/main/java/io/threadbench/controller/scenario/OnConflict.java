package io.threadbench.controller.scenario;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** What an import does with a scenario whose name is taken: refuse the whole import, skip it, or replace it. */
public enum OnConflict {
    FAIL,
    SKIP,
    REPLACE;

    /** The name in forms and the API: {@code fail}, {@code skip}, {@code replace}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads {@code onConflict}; without it, the older {@code replace=true|false} decides.
     *
     * @throws ValidationException naming the field and the values that would do
     */
    public static OnConflict of(String onConflict, boolean replace) {
        if (onConflict == null || onConflict.isBlank()) {
            return replace ? REPLACE : FAIL;
        }
        return Arrays.stream(values())
                .filter(value -> value.id().equals(onConflict.strip().toLowerCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new ValidationException(List.of(new FieldError(
                        "onConflict",
                        "onConflict must be one of "
                                + Arrays.stream(values()).map(OnConflict::id).collect(Collectors.joining(", "))
                                + ", got '" + onConflict.strip() + "'"))));
    }
}
