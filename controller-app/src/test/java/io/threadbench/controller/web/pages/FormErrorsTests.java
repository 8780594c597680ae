package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.errors.FieldError;
import java.util.List;
import org.junit.jupiter.api.Test;

class FormErrorsTests {

    @Test
    void labelledMessagesUseTheFormsLabelsNotTheFieldNames() {
        FormErrors errors = FormErrors.of(List.of(
                new FieldError("durationSeconds", "durationSeconds must be between 1 and 86400, got 0"),
                new FieldError("rps", "rps is required for constant-rate"),
                new FieldError("stages[1].durationSeconds", "stages[1].durationSeconds must be between 1 and 86400")));

        FormErrors labelled = errors.labelled(ScenarioFormView.LABELS);

        assertThat(labelled.text("durationSeconds")).isEqualTo("Measured seconds must be between 1 and 86400, got 0");
        assertThat(labelled.text("rps")).isEqualTo("RPS is required for constant-rate");
        assertThat(labelled.text("stages")).isEqualTo("stages[1].durationSeconds must be between 1 and 86400");
    }
}
