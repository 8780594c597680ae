package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.ConflictException;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.LoomWebfluxCsvImporter;
import io.threadbench.controller.scenario.OnConflict;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.ScenarioService.ImportItem;
import io.threadbench.controller.scenario.StoredScenario;
import io.threadbench.controller.web.PageController;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.springframework.http.HttpStatus;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Scenario import from an uploaded file: YAML (one scenario or a list, as exported) or a
 * loom-webflux-benchmarks CSV, told apart by the file name. All or nothing, like the API's import.
 */
@PageController
class ScenarioImportPageController {

    private final ScenarioService service;

    ScenarioImportPageController(ScenarioService service) {
        this.service = service;
    }

    @PostMapping("/scenarios/import")
    String importFile(
            @RequestParam(required = false) MultipartFile file,
            @RequestParam(required = false) String onConflict,
            @RequestParam(defaultValue = "false") boolean replace,
            Model model,
            RedirectAttributes redirect,
            HttpServletResponse response) {
        try {
            ScenarioService.Imported imported =
                    service.importAll(items(file), OnConflict.of(onConflict, replace), false);
            List<StoredScenario> saved = imported.saved();
            redirect.addFlashAttribute(
                    "notice",
                    "Imported " + saved.size() + (saved.size() == 1 ? " scenario" : " scenarios")
                            + (saved.isEmpty()
                                    ? ""
                                    : ": "
                                            + String.join(
                                                    ", ",
                                                    saved.stream()
                                                            .map(StoredScenario::name)
                                                            .toList()))
                            + "."
                            + (imported.skipped().isEmpty()
                                    ? ""
                                    : " Skipped " + imported.skipped().size() + " that already existed: "
                                            + String.join(", ", imported.skipped()) + "."));
            return "redirect:/scenarios";
        } catch (ValidationException e) {
            return failed(
                    model,
                    response,
                    e.fieldErrors().stream().map(FieldError::message).toList());
        } catch (ConflictException e) {
            return failed(
                    model,
                    response,
                    List.of(e.getMessage().replace("import with onConflict=skip or onConflict=replace", "choose")
                            + " \"Skip them\" or \"Replace them\" below"));
        }
    }

    private static List<ImportItem> items(MultipartFile file) {
        if (file == null || file.isEmpty()) {
            throw new ValidationException(
                    List.of(new FieldError("file", "choose a non-empty .yaml, .yml or .csv file")));
        }
        String name = file.getOriginalFilename() == null
                ? ""
                : file.getOriginalFilename().toLowerCase(Locale.ROOT);
        String text = text(file);
        if (name.endsWith(".csv")) {
            return LoomWebfluxCsvImporter.parse(text);
        }
        List<Scenario> scenarios = ScenarioCodec.fromYaml(text);
        return scenarios.size() == 1
                ? List.of(new ImportItem("", scenarios.getFirst()))
                : IntStream.range(0, scenarios.size())
                        .mapToObj(i -> new ImportItem("[" + i + "]", scenarios.get(i)))
                        .toList();
    }

    private static String text(MultipartFile file) {
        try {
            return new String(file.getBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String failed(Model model, HttpServletResponse response, List<String> messages) {
        response.setStatus(HttpStatus.BAD_REQUEST.value());
        model.addAttribute("scenarios", service.list());
        model.addAttribute("importErrors", messages);
        return "scenarios/list";
    }
}
