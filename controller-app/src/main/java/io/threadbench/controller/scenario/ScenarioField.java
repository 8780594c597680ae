package io.threadbench.controller.scenario;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a component of {@link Scenario} or of one of its parts as a field of the flat form (DESIGN §4): a top-level
 * field of the scenario's JSON and YAML and an input of the scenario form. The JSON property order, the codec's list
 * of known fields, the form's inputs and their labels are all read from these marks by {@link ScenarioFields}, so a
 * new field is declared here, on its part record, and nowhere else. A component without the mark is a part whose
 * own components are walked.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface ScenarioField {

    /** The form's words for the field; messages the form shows name the field by them. */
    String label();

    /** Where the field stands in the flat form: groups in this order, a group's fields in the order of the records. */
    Group group();

    /** Its name in JSON, YAML and the form; the component's own name when empty. */
    String name() default "";

    /** The groups of the flat form, in the order JSON and YAML write them. */
    enum Group {
        IDENTITY,
        WORKLOAD,
        LOAD,
        WORK,
        TIMING,
        LAUNCH,
        REQUESTS,
        BACKEND,
        CAPACITY
    }
}
