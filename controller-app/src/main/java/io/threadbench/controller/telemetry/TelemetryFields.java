package io.threadbench.controller.telemetry;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A {@link TelemetrySample} as one flat set of named figures: the shape stored in {@code trial_second.telemetry},
 * streamed to the browser and exported as CSV columns. Each component of a part is a field of the same name;
 * {@link #NAMES} fixes their order, which is the order of the single flat record the sample once was, so that stored
 * rows, messages and files stay byte for byte what they were.
 */
final class TelemetryFields {

    static final String EPOCH_SECOND = "epochSecond";

    static final List<String> NAMES = List.of(
            EPOCH_SECOND,
            "cpuUserPercent",
            "cpuSystemPercent",
            "cpuIowaitPercent",
            "cpuTotalPercent",
            "ramUsedPercent",
            "tcpEstablished",
            "loopbackBytesPerSecond",
            "loopbackPacketsPerSecond",
            "primaryBytesPerSecond",
            "primaryPacketsPerSecond",
            "sutCpuPercent",
            "sutCpuMillis",
            "sutRssMib",
            "sutThreads",
            "loadgenCpuPercent",
            "loadgenRssMib",
            "controllerCpuPercent",
            "controllerRssMib",
            "heapUsedMib",
            "heapMaxMib",
            "gcCountDelta",
            "gcTimeMillisDelta",
            "platformThreads",
            "jvmProcessCpuPercent",
            "virtualThreadsMounted",
            "virtualThreadsQueued",
            "jvmUnavailableReason",
            "loadgenThreads",
            "controllerThreads",
            "databaseCpuPercent",
            "pinnedEvents",
            "pinnedMillis",
            "pinnedMillisMax",
            "submitFailed",
            "gcPauses",
            "gcPauseMillis",
            "gcPauseMillisMax",
            "carrierParallelism",
            "carrierPoolSize");

    /** The parts in the order of {@link TelemetrySample}'s components after {@code epochSecond}. */
    private static final List<Part> PARTS = List.of(
            new Part(SystemFigures.class),
            new Part(ProcessFigures.class),
            new Part(JvmFigures.class),
            new Part(JfrSecond.class));

    /** Where a flat name lives: its part and its component there. */
    private record Slot(int part, RecordComponent component) {}

    private static final Map<String, Slot> SLOTS = slots();

    private TelemetryFields() {}

    /** The measured figures by name, in {@link #NAMES} order; a null figure is left out. */
    static Map<String, Object> of(TelemetrySample sample) {
        Record[] parts = {sample.system(), sample.processes(), sample.jvm(), sample.jfr()};
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put(EPOCH_SECOND, sample.epochSecond());
        for (String name : NAMES.subList(1, NAMES.size())) {
            Slot slot = SLOTS.get(name);
            Object value = read(parts[slot.part()], slot.component());
            if (value != null) {
                fields.put(name, value);
            }
        }
        return fields;
    }

    /**
     * The sample these figures describe; a missing name is "not measured", an unknown one is ignored (a row written by
     * another version still loads). The flight recorder's part is null when none of its figures is there.
     */
    static TelemetrySample sample(Map<String, ?> fields) {
        Record[] parts = new Record[PARTS.size()];
        for (int i = 0; i < parts.length; i++) {
            parts[i] = PARTS.get(i).from(fields);
        }
        return new TelemetrySample(
                fields.get(EPOCH_SECOND) instanceof Number n ? n.longValue() : 0L,
                (SystemFigures) parts[0],
                (ProcessFigures) parts[1],
                (JvmFigures) parts[2],
                (JfrSecond) parts[3]);
    }

    /** The part's figures by name, nulls included. */
    static Map<String, Object> ofPart(Record part) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (RecordComponent component : part.getClass().getRecordComponents()) {
            fields.put(component.getName(), read(part, component));
        }
        return fields;
    }

    static boolean known(String name) {
        return SLOTS.containsKey(name) || name.equals(EPOCH_SECOND);
    }

    private static Map<String, Slot> slots() {
        Map<String, Slot> slots = new LinkedHashMap<>();
        for (int i = 0; i < PARTS.size(); i++) {
            for (RecordComponent component : PARTS.get(i).type().getRecordComponents()) {
                if (slots.put(component.getName(), new Slot(i, component)) != null) {
                    throw new IllegalStateException("two parts of a telemetry sample name " + component.getName());
                }
            }
        }
        Set<String> named = new HashSet<>(slots.keySet());
        named.add(EPOCH_SECOND);
        if (!named.equals(new HashSet<>(NAMES)) || NAMES.size() != named.size()) {
            throw new IllegalStateException("NAMES must list each figure of the parts once: " + named);
        }
        return slots;
    }

    private static Object read(Record part, RecordComponent component) {
        if (part == null) {
            return null;
        }
        try {
            return component.getAccessor().invoke(part);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component.getName(), e);
        }
    }

    /** One part: built from the figures it names, null when none of them is there. */
    private record Part(Class<? extends Record> type, RecordComponent[] components, Constructor<?> constructor) {

        Part(Class<? extends Record> type) {
            this(type, type.getRecordComponents(), canonical(type));
        }

        Record from(Map<String, ?> fields) {
            Object[] args = new Object[components.length];
            boolean any = false;
            for (int i = 0; i < components.length; i++) {
                Object value = fields.get(components[i].getName());
                any |= value != null;
                args[i] = convert(value, components[i].getType());
            }
            if (!any) {
                return null;
            }
            try {
                return (Record) constructor.newInstance(args);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot build " + type.getSimpleName(), e);
            }
        }

        private static Constructor<?> canonical(Class<? extends Record> type) {
            try {
                return type.getDeclaredConstructor(Arrays.stream(type.getRecordComponents())
                        .map(RecordComponent::getType)
                        .toArray(Class<?>[]::new));
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
        }

        /** A JSON value as the component's type: numbers widen or narrow as Jackson would; null for a primitive is 0. */
        private static Object convert(Object value, Class<?> type) {
            if (type == String.class) {
                return value == null ? null : value.toString();
            }
            Number number = value instanceof Number n ? n : null;
            if (number == null && !type.isPrimitive()) {
                return null;
            }
            if (type == Double.class || type == double.class) {
                return number == null ? 0.0 : number.doubleValue();
            }
            if (type == Integer.class || type == int.class) {
                return number == null ? 0 : number.intValue();
            }
            if (type == Long.class || type == long.class) {
                return number == null ? 0L : number.longValue();
            }
            throw new IllegalStateException("no telemetry figure of type " + type);
        }
    }
}
