package io.threadbench.controller.web.pages;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.threadbench.controller.errors.ConflictException;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.ScenarioValidator;
import io.threadbench.controller.scenario.StoredScenario;
import io.threadbench.controller.scenario.Upstream;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.web.PageController;
import jakarta.servlet.http.HttpServletResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.springframework.http.HttpStatus;
import org.springframework.ui.Model;
import org.springframework.util.MultiValueMap;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Scenario pages: the list, the create/edit form with inline (htmx) validation, duplicate and delete.
 * Every save goes through {@link ScenarioService}, so the form obeys exactly the API's rules.
 */
@PageController
@RequestMapping("/scenarios")
class ScenarioPagesController {

    private final ScenarioService service;
    private final ScenarioValidator validator;

    ScenarioPagesController(ScenarioService service, ScenarioValidator validator) {
        this.service = service;
        this.validator = validator;
    }

    @ModelAttribute
    void choices(Model model) {
        model.addAttribute("workloads", Workload.values());
        model.addAttribute("loadShapes", LoadShape.values());
        model.addAttribute("upstreams", Upstream.values());
        model.addAttribute("databases", io.threadbench.controller.scenario.Database.values());
        model.addAttribute("upstreamClients", io.threadbench.controller.scenario.UpstreamClient.values());
    }

    @GetMapping
    String list(Model model) {
        model.addAttribute("scenarios", service.list());
        return "scenarios/list";
    }

    @GetMapping("/new")
    String newForm(Model model) {
        return form(model, ScenarioForm.blank(), null, FormErrors.none());
    }

    @GetMapping("/{name}/edit")
    String editForm(@PathVariable String name, Model model) {
        return form(model, ScenarioForm.of(service.get(name).scenario()), name, FormErrors.none());
    }

    @PostMapping
    String create(
            @RequestParam MultiValueMap<String, String> params,
            Model model,
            RedirectAttributes redirect,
            HttpServletResponse response) {
        return save(ScenarioForm.read(params), null, model, redirect, response, service::create);
    }

    @PostMapping("/{name}")
    String update(
            @PathVariable String name,
            @RequestParam MultiValueMap<String, String> params,
            Model model,
            RedirectAttributes redirect,
            HttpServletResponse response) {
        service.get(name); // 404 before anything else when the scenario is gone
        return save(
                ScenarioForm.read(params), name, model, redirect, response, scenario -> service.update(name, scenario));
    }

    /**
     * Inline validation while the form is filled in: out-of-band swaps of every field's message, limited
     * to the inputs the person has changed so far ({@code touched}), so a fresh form is not all red.
     */
    @HxRequest
    @PostMapping("/validate")
    String validate(
            @RequestParam MultiValueMap<String, String> params,
            @RequestParam(required = false) String currentName,
            @RequestParam(defaultValue = "") List<String> touched,
            Model model) {
        model.addAttribute(
                "errors",
                check(ScenarioForm.read(params), blankToNull(currentName))
                        .errors()
                        .limitedTo(touched)
                        .labelled(ScenarioFormView.LABELS));
        model.addAttribute("inputs", ScenarioFormView.INPUTS);
        return "scenarios/form :: inline-errors";
    }

    @PostMapping("/{name}/duplicate")
    String duplicate(@PathVariable String name, RedirectAttributes redirect) {
        StoredScenario copy = service.duplicate(name, null);
        redirect.addFlashAttribute("notice", "Copied '" + name + "' to '" + copy.name() + "'; edit the copy below.");
        return "redirect:/scenarios/" + copy.name() + "/edit";
    }

    @PostMapping("/{name}/delete")
    String delete(@PathVariable String name, RedirectAttributes redirect) {
        service.delete(name);
        redirect.addFlashAttribute("notice", "Deleted scenario '" + name + "'.");
        return "redirect:/scenarios";
    }

    /** From the list with htmx (after the browser's confirmation): the row disappears, nothing to render. */
    @HxRequest
    @PostMapping("/{name}/delete")
    @ResponseBody
    String deleteRow(@PathVariable String name) {
        service.delete(name);
        return "";
    }

    private String save(
            ScenarioForm form,
            String currentName,
            Model model,
            RedirectAttributes redirect,
            HttpServletResponse response,
            Function<Scenario, StoredScenario> action) {
        Checked checked = check(form, currentName);
        if (checked.errors().isEmpty()) {
            try {
                StoredScenario saved = action.apply(checked.scenario());
                redirect.addFlashAttribute("notice", "Saved scenario '" + saved.name() + "'.");
                return "redirect:/scenarios";
            } catch (ValidationException e) {
                e.fieldErrors().forEach(checked.errors()::add);
            } catch (ConflictException e) { // the name was taken between the check and the save
                checked.errors().add("name", e.getMessage());
            }
        }
        response.setStatus(HttpStatus.BAD_REQUEST.value());
        return form(model, form, currentName, checked.errors());
    }

    private String form(Model model, ScenarioForm form, String currentName, FormErrors errors) {
        model.addAttribute("form", form);
        model.addAttribute("view", new ScenarioFormView(form));
        model.addAttribute("currentName", currentName);
        model.addAttribute("errors", errors.labelled(ScenarioFormView.LABELS));
        model.addAttribute("inputs", ScenarioFormView.INPUTS);
        return "scenarios/form";
    }

    private record Checked(Scenario scenario, FormErrors errors) {}

    /** Reading errors first; rule errors only for inputs that could be read (no double messages). */
    private Checked check(ScenarioForm form, String currentName) {
        ScenarioForm.Conversion conversion = form.toScenario();
        FormErrors errors = FormErrors.of(conversion.errors());
        if (conversion.scenario() != null) {
            List<FieldError> ruleErrors = new ArrayList<>(validator.validate(conversion.scenario(), currentName));
            ruleErrors.removeIf(error -> errors.has(FormErrors.inputOf(error.field())));
            ruleErrors.forEach(errors::add);
        }
        return new Checked(conversion.scenario(), errors);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
