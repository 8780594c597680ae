package io.threadbench.controller.web.pages;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.StoredScenario;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The scenarios of the new-benchmark page in groups, lightest first, so that the ones a small machine carries come
 * before the 20k-VU sets of loom-webflux-benchmarks; each with a title made readable from its name.
 */
final class ScenarioGroups {

    /** Up to this many VUs a 2-core machine carries a scenario beside k6 and the controller. */
    static final int LIGHT_VUS = 100;

    private ScenarioGroups() {}

    record Group(String title, String hint, List<Choice> scenarios) {}

    /** A scenario to tick: its name (the id), a title for people, and the rest of what the form shows. */
    record Choice(String name, String title, int plannedSeconds, String description) {}

    static List<Group> of(List<StoredScenario> scenarios) {
        List<Choice> light = new ArrayList<>();
        List<Choice> capacity = new ArrayList<>();
        List<Choice> heavier = new ArrayList<>();
        List<Choice> big = new ArrayList<>();
        scenarios.stream()
                .map(StoredScenario::scenario)
                .sorted(Comparator.comparingInt(Scenario::plannedSeconds).thenComparing(Scenario::name))
                .forEach(scenario -> {
                    Choice choice = new Choice(
                            scenario.name(), title(scenario.name()), scenario.plannedSeconds(), scenario.description());
                    int vus = scenario.load().vus();
                    if (scenario.load().shape() == LoadShape.CAPACITY) {
                        capacity.add(choice);
                    } else if (vus <= LIGHT_VUS) {
                        light.add(choice);
                    } else if (vus < 1000) {
                        heavier.add(choice);
                    } else {
                        big.add(choice);
                    }
                });
        List<Group> groups = new ArrayList<>();
        add(groups, "Light", "up to " + LIGHT_VUS + " VUs: a 2-core machine carries them", light);
        add(groups, "Capacity searches", "the highest rate each variant carries within an SLO", capacity);
        add(groups, "Heavier", "hundreds of VUs", heavier);
        add(groups, "For big machines", "loom-webflux-benchmarks' sets of 1k to 20k VUs", big);
        return List.copyOf(groups);
    }

    private static void add(List<Group> groups, String title, String hint, List<Choice> scenarios) {
        if (!scenarios.isEmpty()) {
            groups.add(new Group(title, hint, List.copyOf(scenarios)));
        }
    }

    /** "10k-vus-and-rps-get-movies" → "10k VUs and req/s get movies". */
    static String title(String name) {
        List<String> words = new ArrayList<>();
        for (String word : name.split("-")) {
            words.add(
                    switch (word.toLowerCase(Locale.ROOT)) {
                        case "vus" -> "VUs";
                        case "rps" -> "req/s";
                        case "jdk" -> "JDK";
                        case "json" -> "JSON";
                        default -> word;
                    });
        }
        String title = String.join(" ", words);
        return title.isEmpty() ? name : Character.toUpperCase(title.charAt(0)) + title.substring(1);
    }
}
