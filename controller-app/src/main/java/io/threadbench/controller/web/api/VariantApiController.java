package io.threadbench.controller.web.api;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.variant.Jdk;
import io.threadbench.controller.variant.RegisteredService;
import io.threadbench.controller.variant.Variant;
import io.threadbench.controller.variant.VariantCatalog;
import io.threadbench.controller.variant.VariantDefinition;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * JSON API of variants, registered services and the JDKs found (DESIGN §3a). Errors are answered by
 * {@code web.ApiErrorHandler}: 400 with field errors, 404, 409.
 */
@RestController
@Tag(name = "variants", description = "Variants (a benchmark's columns), registered services and JDKs")
class VariantApiController {

    private final VariantCatalog catalog;

    VariantApiController(VariantCatalog catalog) {
        this.catalog = catalog;
    }

    /** A variant in a list: built-in ones cannot be changed. */
    record VariantItem(String label, boolean builtin, VariantDefinition definition) {}

    /** The new label of a duplicate. */
    record NewLabel(String label) {}

    @GetMapping("/api/variants")
    @Operation(summary = "The built-in variants (one per approach), then the user's, by label")
    List<VariantItem> list() {
        List<VariantItem> items = new ArrayList<>();
        for (Variant builtin : catalog.builtins()) {
            items.add(new VariantItem(
                    builtin.label(),
                    true,
                    new VariantDefinition(
                            builtin.label(), "", builtin.approach(), null, null, List.of(), Map.of(), Map.of())));
        }
        catalog.stored().forEach(v -> items.add(new VariantItem(v.label(), false, v)));
        return items;
    }

    @GetMapping("/api/variants/{label}")
    @Operation(summary = "One of the user's variants")
    VariantDefinition get(@PathVariable String label) {
        return catalog.get(label);
    }

    @PostMapping("/api/variants")
    @Operation(summary = "Create a variant (400 with field errors, e.g. a label taken or a JDK that is not one)")
    ResponseEntity<VariantDefinition> create(@RequestBody(required = false) VariantDefinition definition) {
        VariantDefinition created = catalog.create(required(definition, "a variant"));
        return ResponseEntity.created(URI.create("/api/variants/" + created.label()))
                .body(created);
    }

    @PutMapping("/api/variants/{label}")
    @Operation(summary = "Replace a variant, possibly under a new label")
    VariantDefinition update(@PathVariable String label, @RequestBody(required = false) VariantDefinition definition) {
        return catalog.update(label, required(definition, "a variant"));
    }

    @PostMapping("/api/variants/{label}/duplicate")
    @Operation(summary = "Copy a variant (built-in or yours) under a new label, e.g. for an A/A pair")
    ResponseEntity<VariantDefinition> duplicate(
            @PathVariable String label, @RequestBody(required = false) NewLabel newLabel) {
        VariantDefinition created =
                catalog.duplicate(label, required(newLabel, "the new label").label());
        return ResponseEntity.created(URI.create("/api/variants/" + created.label()))
                .body(created);
    }

    @DeleteMapping("/api/variants/{label}")
    @Operation(summary = "Delete one of the user's variants (benchmarks keep what they ran)")
    ResponseEntity<Void> delete(@PathVariable String label) {
        catalog.delete(label);
        return ResponseEntity.noContent().build();
    }

    @GetMapping("/api/jdks")
    @Operation(summary = "The JDKs found on this machine, the default first")
    List<Jdk> jdks() {
        return catalog.jdks();
    }

    @GetMapping("/api/services")
    @Operation(summary = "Registered services, by name")
    List<RegisteredService> services() {
        return catalog.services();
    }

    @GetMapping("/api/services/{name}")
    @Operation(summary = "One registered service")
    RegisteredService service(@PathVariable String name) {
        return catalog.service(name);
    }

    @PostMapping("/api/services")
    @Operation(
            summary = "Register a service: a jar or a command as an argument list (never run through a shell); "
                    + "for a Spring Boot 3.2+ jar also the variants NAME-platform and NAME-virtual")
    ResponseEntity<RegisteredService> register(
            @RequestBody(required = false) RegisteredService service,
            @RequestParam(defaultValue = "true") boolean springBootVariants) {
        RegisteredService created = catalog.register(required(service, "a service"), springBootVariants);
        return ResponseEntity.created(URI.create("/api/services/" + created.name()))
                .body(created);
    }

    @PutMapping("/api/services/{name}")
    @Operation(summary = "Replace a registered service")
    RegisteredService updateService(
            @PathVariable String name, @RequestBody(required = false) RegisteredService service) {
        return catalog.updateService(name, required(service, "a service"));
    }

    @DeleteMapping("/api/services/{name}")
    @Operation(summary = "Delete a registered service (409 while variants target it)")
    ResponseEntity<Void> deleteService(@PathVariable String name) {
        catalog.deleteService(name);
        return ResponseEntity.noContent().build();
    }

    private static <T> T required(T body, String what) {
        if (body == null) {
            throw new ValidationException(List.of(new FieldError("", "the request body is empty; expected " + what)));
        }
        return body;
    }
}
