package io.threadbench.controller.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The controller's one JSON codec, and the two variations of it that a use needs. Jackson's defaults stand: unknown
 * properties are ignored on read (a stored column written by another version still loads) and properties are written
 * in alphabetical order.
 */
public final class Json {

    /** For stored columns, live messages, k6's variables and the other files and answers the controller writes. */
    public static final JsonMapper MAPPER = JsonMapper.builder().build();

    /**
     * For what a user writes (scenario files and bodies): an unknown field, text after the document or a fraction
     * where a whole number belongs is an error, and fields keep the order the records declare.
     */
    public static final JsonMapper STRICT = MAPPER.rebuild()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .build();

    /** For a text box a user edits: indented, empty values left out. */
    public static final JsonMapper PRETTY = MAPPER.rebuild()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_EMPTY))
            .build();

    private Json() {}
}
