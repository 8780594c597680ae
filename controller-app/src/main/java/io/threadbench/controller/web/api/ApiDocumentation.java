package io.threadbench.controller.web.api;

import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioFields;
import io.threadbench.controller.web.ApiErrorHandler.ApiError;
import java.util.Iterator;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The OpenAPI document at {@code /api/openapi}: its title and version, and the error answers every operation can give,
 * all with {@link ApiError}'s body ({@code status, error, message, fieldErrors}). springdoc sees only the 200s of the
 * controllers; the 4xx answers come from {@code ApiErrorHandler}, so they are added here, by what each operation takes:
 * input (query, path or body) can be bad (400), a path id can name nothing (404), a change can meet a state that
 * forbids it (409).
 */
@Configuration
class ApiDocumentation {

    static final String ERROR_SCHEMA = "ApiError";
    static final String SCENARIO_SCHEMA = "Scenario";

    @Bean
    OpenAPI threadbenchOpenApi() {
        String version = ApiDocumentation.class.getPackage().getImplementationVersion();
        return new OpenAPI()
                .info(new Info()
                        .title("Threadbench API")
                        .version(version == null || version.isBlank() ? "dev" : version)
                        .description("Scenarios, variants, benchmarks, trials and their series, results and"
                                + " comparisons of Threadbench. Every error answers with one JSON body"
                                + " (ApiError): status, error, message and, for bad input, fieldErrors naming"
                                + " each bad field."));
    }

    /** A scenario is flat in JSON: its schema lists the flat fields of {@link ScenarioFields}, in their order. */
    @Bean
    ModelConverter flatScenarioSchema() {
        return new ModelConverter() {
            @Override
            public Schema resolve(AnnotatedType type, ModelConverterContext context, Iterator<ModelConverter> chain) {
                Class<?> raw = io.swagger.v3.core.util.Json.mapper()
                        .constructType(type.getType())
                        .getRawClass();
                if (raw != Scenario.class) {
                    return chain.hasNext() ? chain.next().resolve(type, context, chain) : null;
                }
                if (!context.getDefinedModels().containsKey(SCENARIO_SCHEMA)) {
                    Schema<?> scenario = new ObjectSchema();
                    ScenarioFields.all()
                            .forEach(field -> scenario.addProperty(
                                    field.name(),
                                    context.resolve(new AnnotatedType(field.writtenType()).resolveAsRef(true))));
                    context.defineModel(SCENARIO_SCHEMA, scenario, type, null);
                }
                return new Schema<>().$ref(Components.COMPONENTS_SCHEMAS_REF + SCENARIO_SCHEMA);
            }
        };
    }

    @Bean
    OpenApiCustomizer errorAnswers() {
        return openApi -> {
            Components components = openApi.getComponents() == null ? new Components() : openApi.getComponents();
            openApi.components(components);
            ModelConverters.getInstance().readAll(ApiError.class).forEach(components::addSchemas);
            if (openApi.getPaths() == null) {
                return;
            }
            openApi.getPaths()
                    .forEach((path, item) -> item.readOperationsMap()
                            .forEach((method, operation) -> addErrors(path, method, operation)));
        };
    }

    private static void addErrors(String path, PathItem.HttpMethod method, Operation operation) {
        ApiResponses responses = operation.getResponses() == null ? new ApiResponses() : operation.getResponses();
        operation.responses(responses);
        boolean hasInput = operation.getRequestBody() != null
                || (operation.getParameters() != null
                        && !operation.getParameters().isEmpty());
        if (hasInput) {
            responses.putIfAbsent(
                    "400",
                    error("Bad input: a malformed body or parameter, or values that break a rule; fieldErrors name"
                            + " each bad field and say what it takes"));
        }
        if (path.contains("{")) {
            responses.putIfAbsent("404", error("Nothing has the id or name in the path"));
        }
        if (method != PathItem.HttpMethod.GET) {
            responses.putIfAbsent(
                    "409",
                    error("The change conflicts with what is stored: a name that is taken, or a benchmark in a state"
                            + " that forbids it"));
        }
    }

    private static ApiResponse error(String description) {
        Schema<?> body = new Schema<>().$ref("#/components/schemas/" + ERROR_SCHEMA);
        return new ApiResponse()
                .description(description)
                .content(new Content().addMediaType("application/json", new MediaType().schema(body)));
    }
}
