package io.threadbench.controller.variant;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ReadErrors;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * Services, variants and scenarios as a file (YAML or JSON), for the CLI and CI: {@code ./threadbench run
 * --variants-file F} registers the services and stores the variants and scenarios before the benchmark, so a
 * pipeline keeps its columns and loads in its own repository. A relative jar path is read from the file's folder.
 */
public record VariantSetup(
        List<RegisteredService> services, List<VariantDefinition> variants, List<Scenario> scenarios) {

    private static final YAMLMapper YAML = YAMLMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    public VariantSetup {
        services = services == null ? List.of() : List.copyOf(services);
        variants = variants == null ? List.of() : List.copyOf(variants);
        scenarios = scenarios == null ? List.of() : List.copyOf(scenarios);
    }

    /** Reads a setup file; its problems are field errors naming the file. */
    public static VariantSetup read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new ValidationException(List.of(new FieldError("variantsFile", "cannot read " + file + ": " + e)));
        }
        VariantSetup setup;
        JsonNode scenarios;
        try {
            JsonNode tree = YAML.readTree(text);
            // the scenarios are the scenario codec's to read, with its rules and its messages
            scenarios = tree instanceof ObjectNode object ? object.remove("scenarios") : null;
            setup = YAML.treeToValue(tree, VariantSetup.class);
        } catch (JacksonException e) {
            throw new ValidationException(List.of(new FieldError(
                    "variantsFile", file + ": " + ReadErrors.fieldErrorOf(e).message())));
        }
        if (setup == null) {
            return new VariantSetup(List.of(), List.of(), List.of());
        }
        List<Scenario> read;
        try {
            read = scenarios == null || scenarios.isNull() ? List.of() : ScenarioCodec.fromTree(scenarios);
        } catch (ValidationException e) {
            FieldError first = e.fieldErrors().getFirst();
            String field = first.field().startsWith("[") ? first.field() : "." + first.field();
            throw new ValidationException(
                    List.of(new FieldError("variantsFile", file + ": scenarios" + field + ": " + first.message())));
        }
        Path folder = file.toAbsolutePath().getParent();
        return new VariantSetup(
                setup.services().stream()
                        .map(service -> service.startsFromJar()
                                        && !Path.of(service.jar()).isAbsolute()
                                ? new RegisteredService(
                                        service.name(),
                                        service.description(),
                                        folder.resolve(service.jar())
                                                .normalize()
                                                .toString(),
                                        service.command(),
                                        service.arguments(),
                                        service.portArgument(),
                                        service.healthPath(),
                                        service.springBootVersion())
                                : service)
                        .toList(),
                setup.variants(),
                read);
    }
}
