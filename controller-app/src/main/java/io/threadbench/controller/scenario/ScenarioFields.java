package io.threadbench.controller.scenario;

import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The flat fields of a scenario (DESIGN §4), read once from the {@link ScenarioField} marks on {@link Scenario} and
 * its parts: in the order JSON and YAML write them, each with its name, label and type. It turns a scenario into its
 * flat values and flat values back into a scenario, a value left out taking the default its part declares, so the
 * codec and the form share one definition of the flat shape and neither lists the fields.
 */
public final class ScenarioFields {

    private static final List<Field> ALL = walk();
    private static final Map<String, Field> BY_NAME =
            ALL.stream().collect(Collectors.toUnmodifiableMap(Field::name, Function.identity()));

    /** Where a value left out is taken from: the defaults of each part (see {@link Scenario#builder}). */
    private static final Scenario DEFAULTS = Scenario.builder(null).build();

    private ScenarioFields() {}

    /**
     * One flat field.
     *
     * @param path the record components leading to it from {@link Scenario}, e.g. {@code work, backend, cache}
     */
    public record Field(String name, String label, ScenarioField.Group group, List<RecordComponent> path) {

        /**
         * The type a value of this field reads as: its component's, boxed so that null means "left out"; a yes/no
         * component reads as anything and is then taken as {@code on}/{@code off}.
         */
        public Type valueType() {
            Class<?> raw = path.getLast().getType();
            if (raw == boolean.class) {
                return Object.class;
            }
            return raw.isPrimitive()
                    ? MethodType.methodType(raw).wrap().returnType()
                    : path.getLast().getGenericType();
        }

        /**
         * A value read as {@link #valueType()}, taken as the component holds it: {@code on}/{@code off} (or true/false)
         * as a yes/no; anything else as it is.
         *
         * @throws IllegalArgumentException naming this field, when a yes/no field holds neither
         */
        public Object taken(Object value) {
            return value != null && path.getLast().getType() == boolean.class ? onOff(name, value) : value;
        }

        /** The type of the value as written: a yes/no field is written {@code on} or {@code off}. */
        public Type writtenType() {
            return path.getLast().getType() == boolean.class ? String.class : valueType();
        }

        private Object valueIn(Scenario scenario) {
            Object value = scenario;
            for (RecordComponent component : path) {
                value = value == null ? null : accessor(component, value);
            }
            return value instanceof Boolean yes ? (yes ? "on" : "off") : value;
        }
    }

    /** Every flat field, in the order JSON and YAML write them. */
    public static List<Field> all() {
        return ALL;
    }

    public static Optional<Field> named(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /** The names of every flat field, in the order JSON and YAML write them. */
    public static List<String> names() {
        return ALL.stream().map(Field::name).toList();
    }

    /** The flat values of {@code scenario}, in the order JSON and YAML write them; a yes/no value as on/off. */
    public static Map<String, Object> valuesOf(Scenario scenario) {
        Map<String, Object> values = new LinkedHashMap<>();
        ALL.forEach(field -> values.put(field.name(), field.valueIn(scenario)));
        return values;
    }

    /**
     * The scenario these flat values describe (values of {@link Field#valueType()}): a field left out or null takes
     * the default of its part; for {@code custom}, {@code vus} defaults to the highest stage target and {@code
     * durationSeconds} to the stages' total, and a capacity search's duration is its planned estimate. Missing
     * required values stay empty (null or 0) so that validation names them.
     *
     * @throws IllegalArgumentException when a yes/no value is neither on nor off
     */
    public static Scenario scenarioOf(Map<String, ?> values) {
        Scenario scenario = (Scenario) build(Scenario.class, DEFAULTS, values);
        return withDerivedDefaults(scenario, values);
    }

    private static Scenario withDerivedDefaults(Scenario scenario, Map<String, ?> values) {
        LoadShape shape = scenario.load().shape();
        List<Scenario.Stage> stages = scenario.load().stages();
        Scenario.Builder builder = scenario.toBuilder();
        if (shape == LoadShape.CUSTOM && values.get("vus") == null) {
            builder.vus(stages.stream().mapToInt(Scenario.Stage::target).max().orElse(0));
        }
        if (shape == LoadShape.CUSTOM && values.get("durationSeconds") == null) {
            builder.durationSeconds(
                    stages.stream().mapToInt(Scenario.Stage::durationSeconds).sum());
        }
        if (shape == LoadShape.CAPACITY && values.get("durationSeconds") == null) {
            // a planned estimate for progress only; an invalid search gets 1 so that its own fields carry the errors
            CapacityPlan plan = scenario.capacity();
            builder.durationSeconds(plan != null && plan.climbs() ? plan.estimatedSeconds() : 1);
        }
        return builder.build();
    }

    /** A record of {@code type}: its fields from {@code values}, its parts built the same way, the rest from {@code defaults}. */
    private static Object build(Class<?> type, Object defaults, Map<String, ?> values) {
        RecordComponent[] components = type.getRecordComponents();
        Object[] arguments = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent component = components[i];
            Object fallback = accessor(component, defaults);
            ScenarioField mark = component.getAnnotation(ScenarioField.class);
            if (mark == null) {
                arguments[i] = build(component.getType(), fallback, values);
                continue;
            }
            String name = nameOf(component, mark);
            Object value = values.get(name);
            if (value == null) {
                arguments[i] = fallback;
            } else if (component.getType() == boolean.class) {
                arguments[i] = value instanceof Boolean yes ? yes : onOff(name, value);
            } else {
                arguments[i] = value;
            }
        }
        try {
            Constructor<?> canonical = type.getDeclaredConstructor(
                    Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new));
            return canonical.newInstance(arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build " + type.getSimpleName(), e);
        }
    }

    /** A yes/no value as written: {@code on}, {@code off}, or true/false. */
    private static boolean onOff(String name, Object value) {
        if (value instanceof Boolean yes) {
            return yes;
        }
        return switch (value.toString().trim().toLowerCase(Locale.ROOT)) {
            case "on", "true" -> true;
            case "off", "false" -> false;
            default -> throw new IllegalArgumentException(name + " must be on or off, not '" + value + "'");
        };
    }

    private static List<Field> walk() {
        List<Field> fields = new ArrayList<>();
        walk(Scenario.class, List.of(), fields);
        fields.sort(Comparator.comparing(Field::group)); // stable: a group keeps the order of the records
        return List.copyOf(fields);
    }

    private static void walk(Class<?> type, List<RecordComponent> parents, List<Field> fields) {
        for (RecordComponent component : type.getRecordComponents()) {
            List<RecordComponent> path = new ArrayList<>(parents);
            path.add(component);
            ScenarioField mark = component.getAnnotation(ScenarioField.class);
            if (mark != null) {
                fields.add(new Field(nameOf(component, mark), mark.label(), mark.group(), List.copyOf(path)));
            } else if (component.getType().isRecord()) {
                walk(component.getType(), path, fields);
            } else {
                throw new IllegalStateException(type.getSimpleName() + "." + component.getName()
                        + " is neither a @ScenarioField nor a part of records to walk");
            }
        }
    }

    private static String nameOf(RecordComponent component, ScenarioField mark) {
        return mark.name().isEmpty() ? component.getName() : mark.name();
    }

    private static Object accessor(RecordComponent component, Object record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + component.getName(), e);
        }
    }
}
