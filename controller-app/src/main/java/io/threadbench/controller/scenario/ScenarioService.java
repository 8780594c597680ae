package io.threadbench.controller.scenario;

import io.threadbench.controller.errors.ConflictException;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.errors.ValidationException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What the API, the pages and the CLI do with scenarios: every change is validated first and written
 * in one transaction, so bad input saves nothing. Throws {@link ValidationException} (400),
 * {@link NotFoundException} (404) and {@link ConflictException} (409, a name already taken).
 */
@Service
public class ScenarioService {

    private final ScenarioRepository repository;
    private final TransactionTemplate transaction;

    ScenarioService(ScenarioRepository repository, PlatformTransactionManager transactionManager) {
        this.repository = repository;
        this.transaction = new TransactionTemplate(transactionManager);
    }

    /** One scenario of an import, with a label for messages ("line 4", "[2]"; empty for a single one). */
    public record ImportItem(String label, Scenario scenario) {}

    public List<StoredScenario> list() {
        return repository.list();
    }

    public Optional<StoredScenario> find(String name) {
        return repository.find(name);
    }

    /** The scenario called {@code name}, or a {@link NotFoundException}. */
    public StoredScenario get(String name) {
        return repository.find(name).orElseThrow(() -> notFound(name));
    }

    public StoredScenario create(Scenario scenario) {
        requireValid(scenario);
        return transaction.execute(status -> {
            requireFree(scenario.name());
            return repository.create(scenario, false);
        });
    }

    /** Replaces {@code currentName} with {@code scenario}, which may carry a new (free) name. */
    public StoredScenario update(String currentName, Scenario scenario) {
        requireValid(scenario);
        return transaction.execute(status -> {
            if (!repository.exists(currentName)) {
                throw notFound(currentName);
            }
            if (!scenario.name().equals(currentName)) {
                requireFree(scenario.name());
            }
            return repository.update(currentName, scenario).orElseThrow(() -> notFound(currentName));
        });
    }

    public void delete(String name) {
        if (!repository.delete(name)) {
            throw notFound(name);
        }
    }

    /**
     * Copies a scenario under a new name.
     *
     * @param newName the copy's name; null or blank picks the first free {@code NAME-copy}, {@code NAME-copy-2}, ...
     */
    public StoredScenario duplicate(String name, String newName) {
        Scenario source = get(name).scenario();
        String target = newName == null || newName.isBlank() ? freeCopyName(name) : newName;
        Scenario copy = source.withName(target);
        List<FieldError> errors = ScenarioValidator.check(copy).stream()
                .filter(error -> error.field().equals("name"))
                .map(error -> new FieldError("as", error.message()))
                .toList();
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        return create(copy);
    }

    /**
     * Saves all scenarios or none. Names must be unique within the import; names that exist already
     * are a conflict unless {@code replace} is set, in which case those scenarios are overwritten.
     *
     * @param builtin marks the scenarios as defaults (from {@code scenarios/*.yaml})
     */
    public List<StoredScenario> importAll(List<ImportItem> items, boolean replace, boolean builtin) {
        return importAll(items, replace ? OnConflict.REPLACE : OnConflict.FAIL, builtin)
                .saved();
    }

    /** What an import saved, and the names it skipped because they were taken ({@link OnConflict#SKIP}). */
    public record Imported(List<StoredScenario> saved, List<String> skipped) {}

    /**
     * Saves all scenarios or none (after the conflict rule): names must be unique within the import; a name that
     * exists already fails the whole import, is skipped or is overwritten, as {@code onConflict} says.
     */
    public Imported importAll(List<ImportItem> items, OnConflict onConflict, boolean builtin) {
        List<FieldError> errors = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (ImportItem item : items) {
            for (FieldError error : ScenarioValidator.check(item.scenario())) {
                errors.add(labelled(item, error));
            }
            String name = item.scenario().name();
            if (name != null && !seen.add(name)) {
                errors.add(labelled(
                        item, new FieldError("name", "name '" + name + "' appears more than once in the import")));
            }
        }
        if (items.isEmpty()) {
            errors.add(new FieldError("", "nothing to import"));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        return transaction.execute(status -> {
            List<String> taken = items.stream()
                    .map(item -> item.scenario().name())
                    .filter(repository::exists)
                    .toList();
            if (!taken.isEmpty() && onConflict == OnConflict.FAIL) {
                throw new ConflictException("scenarios already exist: " + String.join(", ", taken)
                        + "; rename them, or import with onConflict=skip or onConflict=replace");
            }
            List<StoredScenario> saved = new ArrayList<>();
            List<String> skipped = new ArrayList<>();
            for (ImportItem item : items) {
                Scenario scenario = item.scenario();
                if (!taken.contains(scenario.name())) {
                    saved.add(repository.create(scenario, builtin));
                } else if (onConflict == OnConflict.REPLACE) {
                    saved.add(repository.update(scenario.name(), scenario).orElseThrow());
                } else {
                    skipped.add(scenario.name());
                }
            }
            return new Imported(saved, skipped);
        });
    }

    private static FieldError labelled(ImportItem item, FieldError error) {
        if (item.label() == null || item.label().isEmpty()) {
            return error;
        }
        String name = item.scenario().name();
        String who = name == null || name.isEmpty() ? item.label() : item.label() + " (" + name + ")";
        String field = error.field().isEmpty() ? item.label() : item.label() + "." + error.field();
        return new FieldError(field, who + ": " + error.message());
    }

    private void requireValid(Scenario scenario) {
        List<FieldError> errors = ScenarioValidator.check(scenario);
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
    }

    private void requireFree(String name) {
        if (repository.exists(name)) {
            throw new ConflictException("a scenario named '" + name + "' already exists");
        }
    }

    private String freeCopyName(String name) {
        String base = (name.length() > 55 ? name.substring(0, 55) : name) + "-copy";
        String candidate = base;
        for (int i = 2; repository.exists(candidate); i++) {
            candidate = base + "-" + i;
        }
        return candidate;
    }

    private static NotFoundException notFound(String name) {
        return new NotFoundException("no scenario named '" + name + "'");
    }
}
