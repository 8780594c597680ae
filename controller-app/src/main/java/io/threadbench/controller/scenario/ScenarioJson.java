package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * A {@link Scenario} as JSON and YAML hold it (DESIGN §4): flat, the fields of {@link ScenarioFields} side by side at
 * the top level in their order. Every mapper writes and reads a scenario through these two, each with its own
 * settings: what it leaves out when writing ({@code NON_EMPTY} for YAML), and whether it refuses an unknown field
 * when reading (the strict mappers do; stored copies are read leniently).
 */
public final class ScenarioJson {

    private ScenarioJson() {}

    /** Writes the flat fields in their order, leaving out the values the mapper's inclusion leaves out. */
    public static final class Writer extends ValueSerializer<Scenario> {

        @Override
        public void serialize(Scenario scenario, JsonGenerator generator, SerializationContext context) {
            generator.writeStartObject(scenario);
            for (Map.Entry<String, Object> field :
                    ScenarioFields.valuesOf(scenario).entrySet()) {
                if (!leftOut(field.getValue(), context)) {
                    generator.writeName(field.getKey());
                    context.writeValue(generator, field.getValue());
                }
            }
            generator.writeEndObject();
        }

        private static boolean leftOut(Object value, SerializationContext context) {
            JsonInclude.Include inclusion =
                    context.getConfig().getDefaultPropertyInclusion().getValueInclusion();
            return switch (inclusion) {
                case NON_NULL, NON_ABSENT -> value == null;
                case NON_EMPTY, NON_DEFAULT ->
                    value == null
                            || context.findValueSerializer(value.getClass()).isEmpty(context, value);
                default -> false;
            };
        }
    }

    /**
     * Reads the flat fields, each as the type its component has, then builds the scenario (see {@link
     * ScenarioFields#scenarioOf} for the defaults). A value that cannot be read fails with its field's path, so that
     * {@link ScenarioCodec} can name it.
     */
    public static final class Reader extends ValueDeserializer<Scenario> {

        @Override
        public Scenario deserialize(JsonParser parser, DeserializationContext context) {
            JsonNode tree = context.readTree(parser);
            if (!tree.isObject()) {
                return context.reportInputMismatch(
                        Scenario.class, "a scenario is a mapping of fields, got %s", tree.getNodeType());
            }
            Map<String, Object> values = new HashMap<>();
            for (Map.Entry<String, JsonNode> property : tree.properties()) {
                ScenarioFields.Field field =
                        ScenarioFields.named(property.getKey()).orElse(null);
                if (field == null) {
                    if (context.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)) {
                        throw UnrecognizedPropertyException.from(
                                parser, Scenario.class, property.getKey(), List.<Object>copyOf(ScenarioFields.names()));
                    }
                    continue;
                }
                Object value;
                try {
                    value = context.readTreeAsValue(
                            property.getValue(), context.getTypeFactory().constructType(field.valueType()));
                } catch (JacksonException e) {
                    throw e.prependPath(Scenario.class, field.name());
                }
                try {
                    values.put(field.name(), field.taken(value));
                } catch (IllegalArgumentException notOnOff) {
                    InvalidFormatException invalid =
                            InvalidFormatException.from(parser, notOnOff.getMessage(), value, boolean.class);
                    invalid.initCause(notOnOff); // its message is the one a user reads (ReadErrors)
                    throw invalid.prependPath(Scenario.class, field.name());
                }
            }
            try {
                return ScenarioFields.scenarioOf(values);
            } catch (IllegalArgumentException e) {
                throw context.instantiationException(Scenario.class, e);
            }
        }
    }
}
