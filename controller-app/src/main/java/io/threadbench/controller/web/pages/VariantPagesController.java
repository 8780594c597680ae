package io.threadbench.controller.web.pages;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Jdk;
import io.threadbench.controller.variant.RegisteredService;
import io.threadbench.controller.variant.VariantCatalog;
import io.threadbench.controller.variant.VariantDefinition;
import io.threadbench.controller.web.PageController;
import jakarta.servlet.http.HttpServletResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Variant pages (DESIGN §3a): the list with the registered services and the JDKs found, the variant form with inline
 * (htmx) validation, duplicate and delete, and the form that registers a service. Every save goes through
 * {@link VariantCatalog}, so pages obey exactly the API's rules.
 */
@PageController
class VariantPagesController {

    private final VariantCatalog catalog;

    VariantPagesController(VariantCatalog catalog) {
        this.catalog = catalog;
    }

    @ModelAttribute
    void choices(Model model) {
        model.addAttribute(
                "approaches", Arrays.stream(Approach.values()).map(Approach::id).toList());
    }

    @GetMapping("/variants")
    String list(Model model) {
        model.addAttribute("builtins", catalog.builtins());
        model.addAttribute(
                "approachDescriptions",
                java.util.Arrays.stream(io.threadbench.controller.variant.Approach.values())
                        .collect(java.util.stream.Collectors.toMap(
                                io.threadbench.controller.variant.Approach::id,
                                io.threadbench.controller.variant.Approach::description)));
        model.addAttribute("variants", catalog.stored());
        model.addAttribute("services", catalog.services());
        model.addAttribute("jdks", catalog.jdks());
        return "variants/list";
    }

    @GetMapping("/variants/new")
    String newForm(@RequestParam(required = false) String service, Model model) {
        VariantForm form = VariantForm.blank();
        if (service != null && !service.isBlank()) {
            form = VariantForm.forTarget("service:" + service);
        }
        return form(model, form, null, FormErrors.none());
    }

    @GetMapping("/variants/{label}/edit")
    String editForm(@PathVariable String label, Model model) {
        return form(model, VariantForm.of(catalog.get(label), jdkHomes()), label, FormErrors.none());
    }

    @PostMapping("/variants")
    String create(VariantForm form, Model model, RedirectAttributes redirect, HttpServletResponse response) {
        return save(form, null, model, redirect, response);
    }

    @PostMapping("/variants/{label}")
    String update(
            @PathVariable String label,
            VariantForm form,
            Model model,
            RedirectAttributes redirect,
            HttpServletResponse response) {
        catalog.get(label); // 404 first when it is gone
        return save(form, label, model, redirect, response);
    }

    /** Inline validation of the inputs changed so far ({@code touched}): out-of-band swaps of their messages. */
    @HxRequest
    @PostMapping("/variants/validate")
    String validate(
            VariantForm form,
            @RequestParam(required = false) String currentLabel,
            @RequestParam(defaultValue = "") List<String> touched,
            Model model) {
        model.addAttribute(
                "errors",
                check(form, currentLabel == null || currentLabel.isBlank() ? null : currentLabel)
                        .limitedTo(touched));
        model.addAttribute("inputs", VariantForm.INPUTS);
        return "variants/form :: inline-errors";
    }

    @PostMapping("/variants/{label}/duplicate")
    String duplicate(@PathVariable String label, RedirectAttributes redirect) {
        String copy = freeLabel(label);
        catalog.duplicate(label, copy);
        redirect.addFlashAttribute("notice", "Copied '" + label + "' to '" + copy + "'; edit the copy below.");
        return "redirect:/variants/" + copy + "/edit";
    }

    @PostMapping("/variants/{label}/delete")
    String delete(@PathVariable String label, RedirectAttributes redirect) {
        catalog.delete(label);
        redirect.addFlashAttribute("notice", "Deleted variant '" + label + "'. Past benchmarks keep what they ran.");
        return "redirect:/variants";
    }

    @GetMapping("/services/new")
    String newService(Model model) {
        return serviceForm(model, ServiceForm.blank(), FormErrors.none());
    }

    @PostMapping("/services")
    String register(ServiceForm form, Model model, RedirectAttributes redirect, HttpServletResponse response) {
        try {
            RegisteredService saved = catalog.register(form.toService(), form.wantsSpringBootVariants());
            String made = saved.supportsVirtualThreadsProperty() && form.wantsSpringBootVariants()
                    ? " with the variants " + saved.name() + "-platform and " + saved.name() + "-virtual"
                    : "";
            redirect.addFlashAttribute("notice", "Registered service '" + saved.name() + "'" + made + ".");
            return "redirect:/variants";
        } catch (ValidationException e) {
            response.setStatus(HttpStatus.BAD_REQUEST.value());
            return serviceForm(model, form, FormErrors.of(e.fieldErrors()));
        }
    }

    @PostMapping("/services/{name}/delete")
    String deleteService(@PathVariable String name, RedirectAttributes redirect) {
        catalog.deleteService(name);
        redirect.addFlashAttribute("notice", "Deleted service '" + name + "'.");
        return "redirect:/variants";
    }

    private String save(
            VariantForm form,
            String currentLabel,
            Model model,
            RedirectAttributes redirect,
            HttpServletResponse response) {
        FormErrors errors = check(form, currentLabel);
        if (errors.isEmpty()) {
            try {
                VariantDefinition definition = form.toDefinition().definition();
                VariantDefinition saved =
                        currentLabel == null ? catalog.create(definition) : catalog.update(currentLabel, definition);
                redirect.addFlashAttribute("notice", "Saved variant '" + saved.label() + "'.");
                return "redirect:/variants";
            } catch (ValidationException e) { // taken between the check and the save
                e.fieldErrors().forEach(errors::add);
            }
        }
        response.setStatus(HttpStatus.BAD_REQUEST.value());
        return form(model, form, currentLabel, errors);
    }

    /** Reading errors first; rule errors only for inputs that could be read (no double messages). */
    private FormErrors check(VariantForm form, String currentLabel) {
        VariantForm.Conversion conversion = form.toDefinition();
        FormErrors errors = FormErrors.of(conversion.errors());
        List<FieldError> rules = new ArrayList<>(catalog.problems(conversion.definition(), currentLabel));
        rules.removeIf(error -> errors.has(FormErrors.inputOf(error.field())));
        rules.forEach(errors::add);
        return errors;
    }

    private String form(Model model, VariantForm form, String currentLabel, FormErrors errors) {
        model.addAttribute("form", form);
        model.addAttribute("currentLabel", currentLabel);
        model.addAttribute("errors", errors);
        model.addAttribute("inputs", VariantForm.INPUTS);
        model.addAttribute("services", catalog.services());
        model.addAttribute("jdks", catalog.jdks());
        return "variants/form";
    }

    private String serviceForm(Model model, ServiceForm form, FormErrors errors) {
        model.addAttribute("form", form);
        model.addAttribute("errors", errors);
        return "variants/service-form";
    }

    private List<String> jdkHomes() {
        return catalog.jdks().stream().map(Jdk::home).toList();
    }

    private String freeLabel(String label) {
        String base = (label.length() > 52 ? label.substring(0, 52) : label) + "-copy";
        String candidate = base;
        for (int i = 2; catalog.labels().contains(candidate); i++) {
            candidate = base + "-" + i;
        }
        return candidate;
    }
}
