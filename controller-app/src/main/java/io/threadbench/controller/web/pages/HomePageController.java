package io.threadbench.controller.web.pages;

import io.threadbench.controller.scenario.ScenarioService;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/** The home page: what runs now, what waits, what ran recently, and whether the tools are in place. */
@Controller
class HomePageController {

    private final ScenarioService scenarios;

    HomePageController(ScenarioService scenarios) {
        this.scenarios = scenarios;
    }

    @GetMapping("/")
    String home(Model model) {
        model.addAttribute("scenarioCount", scenarios.list().size());
        return "home/index";
    }
}
