package io.threadbench.controller.variant;

import io.threadbench.controller.errors.ConflictException;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.OnConflict;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.ScenarioValidator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What the API, the pages and the CLI do with variants and registered services (DESIGN §3a). The four approaches
 * are built-in variants that cannot be changed; the user's variants and services are checked field by field and
 * stored whole or not at all.
 */
@Service
public class VariantCatalog {

    private final VariantRepository repository;
    private final JdkCatalog jdks;
    private final ScenarioService scenarios;
    private final TransactionTemplate transaction;

    VariantCatalog(
            VariantRepository repository,
            JdkCatalog jdks,
            ScenarioService scenarios,
            PlatformTransactionManager transactionManager) {
        this.repository = repository;
        this.jdks = jdks;
        this.scenarios = scenarios;
        this.transaction = new TransactionTemplate(transactionManager);
    }

    /** The built-in variants, one per approach, on the default JDK. */
    public List<Variant> builtins() {
        Jdk jdk = jdks.defaultJdk();
        return Arrays.stream(Approach.values())
                .map(a -> Variant.builtin(a, jdk))
                .toList();
    }

    /** The user's variants as stored, by label. */
    public List<VariantDefinition> stored() {
        return repository.variants();
    }

    /** Every label a benchmark can use: the built-in ones, then the user's. */
    public List<String> labels() {
        List<String> labels = new ArrayList<>(
                Arrays.stream(Approach.values()).map(Approach::id).toList());
        stored().forEach(v -> labels.add(v.label()));
        return labels;
    }

    public Optional<VariantDefinition> find(String label) {
        return repository.variant(label);
    }

    public VariantDefinition get(String label) {
        return find(label).orElseThrow(() -> new NotFoundException("no variant labelled '" + label + "'"));
    }

    public List<Jdk> jdks() {
        return jdks.installed();
    }

    /** Checks a definition without storing it; throws {@link ValidationException} with field errors. */
    public Variant check(VariantDefinition definition) {
        List<FieldError> errors = new ArrayList<>();
        Optional<Variant> variant = VariantRules.check(definition, repository::service, jdks, errors);
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        return variant.orElseThrow();
    }

    /**
     * Everything wrong with a definition that is to be stored as {@code currentLabel} (null for a new one): the
     * rules, and a label another variant has.
     */
    public List<FieldError> problems(VariantDefinition definition, String currentLabel) {
        List<FieldError> errors = new ArrayList<>();
        VariantRules.check(definition, repository::service, jdks, errors);
        String label = definition.label() == null ? "" : definition.label().strip();
        if (!label.isEmpty()
                && !label.equals(currentLabel)
                && repository.variant(label).isPresent()) {
            errors.add(new FieldError("label", "a variant labelled '" + label + "' exists already"));
        }
        return errors;
    }

    public VariantDefinition create(VariantDefinition definition) {
        Variant checked = check(definition);
        VariantDefinition clean = definition.withLabel(checked.label());
        transaction.executeWithoutResult(status -> {
            if (repository.variant(clean.label()).isPresent()) {
                throw taken(clean.label());
            }
            repository.insertVariant(clean);
        });
        return clean;
    }

    /** Replaces the variant labelled {@code currentLabel}, possibly under a new label. */
    public VariantDefinition update(String currentLabel, VariantDefinition definition) {
        get(currentLabel);
        Variant checked = check(definition);
        VariantDefinition clean = definition.withLabel(checked.label());
        transaction.executeWithoutResult(status -> {
            if (!clean.label().equals(currentLabel)
                    && repository.variant(clean.label()).isPresent()) {
                throw taken(clean.label());
            }
            repository.updateVariant(currentLabel, clean);
        });
        return clean;
    }

    /** A copy of a variant (built-in or the user's) under a new label. */
    public VariantDefinition duplicate(String label, String newLabel) {
        VariantDefinition source = VariantRules.isApproachId(label)
                ? new VariantDefinition(label, "", label, null, null, List.of(), Map.of(), Map.of())
                : get(label);
        return create(source.withLabel(newLabel));
    }

    public void delete(String label) {
        if (VariantRules.isApproachId(label)) {
            throw new ConflictException("'" + label + "' is a built-in variant and cannot be deleted");
        }
        if (!repository.deleteVariant(label)) {
            throw new NotFoundException("no variant labelled '" + label + "'");
        }
    }

    /**
     * The variants of the labels, resolved for a benchmark; problems go to {@code errors} as
     * {@code field[i]}. A label listed twice is an error.
     */
    public List<Variant> resolve(List<String> labels, String field, List<FieldError> errors) {
        List<Variant> resolved = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Jdk defaultJdk = jdks.defaultJdk();
        for (int i = 0; i < labels.size(); i++) {
            String label = labels.get(i) == null ? "" : labels.get(i).strip();
            String at = field + "[" + i + "]";
            if (label.isEmpty()) {
                errors.add(new FieldError(at, at + " is empty"));
            } else if (!seen.add(label)) {
                errors.add(new FieldError(
                        at,
                        "'" + label + "' is listed more than once; for an A/A check duplicate the variant under a "
                                + "second label (or use the A/A check)"));
            } else if (VariantRules.isApproachId(label)) {
                resolved.add(Variant.builtin(Approach.fromId(label), defaultJdk));
            } else {
                Optional<VariantDefinition> definition = repository.variant(label);
                if (definition.isEmpty()) {
                    errors.add(new FieldError(
                            at, "no variant labelled '" + label + "'; known: " + String.join(", ", labels())));
                    continue;
                }
                List<FieldError> problems = new ArrayList<>();
                VariantRules.check(definition.get(), repository::service, jdks, problems)
                        .ifPresent(resolved::add);
                problems.forEach(
                        p -> errors.add(new FieldError(at, "variant '" + label + "' cannot run: " + p.message())));
            }
        }
        return resolved;
    }

    /** The A/A pair of a variant: the same variant under the labels {@code LABEL-a} and {@code LABEL-b}. */
    public List<Variant> aaPair(String label, String field, List<FieldError> errors) {
        List<Variant> one = resolve(List.of(label), field, errors);
        if (one.isEmpty()) {
            return List.of();
        }
        Variant variant = one.getFirst();
        String base = variant.label().length() > 58 ? variant.label().substring(0, 58) : variant.label();
        return List.of(variant.withLabel(base + "-a"), variant.withLabel(base + "-b"));
    }

    /**
     * Registers the setup's services and stores its variants and scenarios, replacing those of the same name or
     * label: all of them or, when any is invalid, none (field errors {@code services[i].x}, {@code variants[i].x},
     * {@code scenarios[i].x}).
     *
     * @return the labels of the variants stored, the Spring Boot ones made for new services included
     */
    public List<String> apply(VariantSetup setup) {
        List<FieldError> errors = new ArrayList<>();
        List<RegisteredService> services = new ArrayList<>();
        for (int i = 0; i < setup.services().size(); i++) {
            List<FieldError> problems = new ArrayList<>();
            services.add(ServiceRules.check(setup.services().get(i), problems));
            String prefix = "services[" + i + "].";
            problems.forEach(p -> errors.add(new FieldError(prefix + p.field(), p.message())));
        }
        java.util.function.Function<String, Optional<RegisteredService>> lookup = name ->
                services.stream().filter(s -> s.name().equals(name)).findFirst().or(() -> repository.service(name));
        for (int i = 0; i < setup.variants().size(); i++) {
            List<FieldError> problems = new ArrayList<>();
            VariantRules.check(setup.variants().get(i), lookup, jdks, problems);
            String prefix = "variants[" + i + "].";
            problems.forEach(p -> errors.add(new FieldError(prefix + p.field(), p.message())));
        }
        for (int i = 0; i < setup.scenarios().size(); i++) {
            String prefix = "scenarios[" + i + "].";
            ScenarioValidator.check(setup.scenarios().get(i))
                    .forEach(p -> errors.add(new FieldError(prefix + p.field(), p.message())));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        List<String> labels = new ArrayList<>();
        transaction.executeWithoutResult(status -> {
            if (!setup.scenarios().isEmpty()) {
                scenarios.importAll(
                        setup.scenarios().stream()
                                .map(s -> new ScenarioService.ImportItem(s.name(), s))
                                .toList(),
                        OnConflict.REPLACE,
                        false);
            }
            for (RegisteredService service : services) {
                if (repository.service(service.name()).isPresent()) {
                    repository.updateService(service.name(), service);
                } else {
                    repository.insertService(service);
                    labels.addAll(springBootVariants(service));
                }
            }
            for (VariantDefinition variant : setup.variants()) {
                VariantDefinition clean = variant.withLabel(variant.label().strip());
                if (repository.variant(clean.label()).isPresent()) {
                    repository.updateVariant(clean.label(), clean);
                } else {
                    repository.insertVariant(clean);
                }
                labels.add(clean.label());
            }
        });
        return labels;
    }

    /** The share of the scenario's delay the B side of an A/B check adds. */
    public static final int AB_EXTRA_DELAY_PERCENT = 2;

    /**
     * The A/B pair of a built-in variant: {@code LABEL-a} as it is and {@code LABEL-b} answering 2 % of the scenario's
     * delay later, a known small difference the verdict should find.
     */
    public List<Variant> abPair(String label, String field, List<FieldError> errors) {
        List<Variant> one = resolve(List.of(label), field, errors);
        if (one.isEmpty()) {
            return List.of();
        }
        Variant variant = one.getFirst();
        if (!variant.isBuiltin()) {
            errors.add(new FieldError(
                    field,
                    "the A/B check adds a known delay through our service's threadbench.extra-delay-micros; variant '"
                            + label + "' runs service '" + variant.service().name() + "', which has no such setting"));
            return List.of();
        }
        String base = variant.label().length() > 58 ? variant.label().substring(0, 58) : variant.label();
        return List.of(variant.withLabel(base + "-a"), variant.withExtraDelay(base + "-b", AB_EXTRA_DELAY_PERCENT));
    }

    // --- registered services

    public List<RegisteredService> services() {
        return repository.services();
    }

    public RegisteredService service(String name) {
        return repository
                .service(name)
                .orElseThrow(() -> new NotFoundException("no registered service named '" + name + "'"));
    }

    /**
     * Registers a service. For a Spring Boot 3.2+ jar, {@code springBootVariants} also creates the variants
     * {@code NAME-platform} and {@code NAME-virtual} ({@code spring.threads.virtual.enabled} false and true) when
     * their labels are free.
     *
     * @return the service as stored, with the Spring Boot version read from its jar
     */
    public RegisteredService register(RegisteredService service, boolean springBootVariants) {
        List<FieldError> errors = new ArrayList<>();
        RegisteredService checked = ServiceRules.check(service, errors);
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        transaction.executeWithoutResult(status -> {
            if (repository.service(checked.name()).isPresent()) {
                throw new ValidationException(List.of(
                        new FieldError("name", "a service named '" + checked.name() + "' is registered already")));
            }
            repository.insertService(checked);
            if (springBootVariants) {
                springBootVariants(checked);
            }
        });
        return checked;
    }

    /**
     * For a Spring Boot 3.2+ jar, stores {@code NAME-platform} and {@code NAME-virtual} where their labels are free.
     *
     * @return the labels stored
     */
    private List<String> springBootVariants(RegisteredService service) {
        List<String> stored = new ArrayList<>();
        if (!service.supportsVirtualThreadsProperty()) {
            return stored;
        }
        for (String kind : List.of("platform", "virtual")) {
            String label = service.name() + "-" + kind;
            if (label.length() <= 60 && repository.variant(label).isEmpty()) {
                repository.insertVariant(new VariantDefinition(
                        label,
                        "Spring Boot with " + kind + " threads",
                        null,
                        service.name(),
                        null,
                        List.of(),
                        Map.of(Variant.VIRTUAL_THREADS_PROPERTY, Boolean.toString(kind.equals("virtual"))),
                        Map.of()));
                stored.add(label);
            }
        }
        return stored;
    }

    public RegisteredService updateService(String currentName, RegisteredService service) {
        service(currentName);
        List<FieldError> errors = new ArrayList<>();
        RegisteredService checked = ServiceRules.check(service, errors);
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        transaction.executeWithoutResult(status -> {
            if (!checked.name().equals(currentName)) {
                if (repository.service(checked.name()).isPresent()) {
                    throw new ValidationException(List.of(
                            new FieldError("name", "a service named '" + checked.name() + "' is registered already")));
                }
                if (!usersOf(currentName).isEmpty()) {
                    throw new ValidationException(List.of(new FieldError(
                            "name",
                            "variants " + String.join(", ", usersOf(currentName))
                                    + " target this service by name; keep the name")));
                }
            }
            repository.updateService(currentName, checked);
        });
        return checked;
    }

    public void deleteService(String name) {
        service(name);
        List<String> users = usersOf(name);
        if (!users.isEmpty()) {
            throw new ConflictException("service '" + name + "' is the target of variants " + String.join(", ", users)
                    + "; delete them first");
        }
        repository.deleteService(name);
    }

    private List<String> usersOf(String service) {
        return stored().stream()
                .filter(v -> service.equals(v.service()))
                .map(VariantDefinition::label)
                .toList();
    }

    private static ValidationException taken(String label) {
        return new ValidationException(
                List.of(new FieldError("label", "a variant labelled '" + label + "' exists already")));
    }
}
