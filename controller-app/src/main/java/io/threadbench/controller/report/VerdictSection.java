package io.threadbench.controller.report;

import io.threadbench.controller.markup.Markup;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.results.verdict.BenchmarkVerdict;
import io.threadbench.controller.results.verdict.ScenarioVerdict;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The report's first section: the verdict per scenario, as the benchmark page shows it. */
final class VerdictSection {

    private VerdictSection() {}

    static void write(Markup html, BenchmarkVerdict verdict) {
        if (verdict.scenarios().isEmpty()) {
            return;
        }
        html.open("section", "id", "verdict").element("h2", "Verdict");
        for (ScenarioVerdict v : verdict.scenarios()) {
            html.open(
                            "article",
                            "class",
                            "verdict verdict-" + v.outcome().name().toLowerCase(Locale.ROOT),
                            "data-scenario",
                            v.scenario(),
                            "data-outcome",
                            v.outcome().name())
                    .open("p", "class", "verdict-head")
                    .element("strong", v.scenario())
                    .text(" \u2014 " + v.question())
                    .close("p");
            if (v.recommendation() != null) {
                html.element("p", v.recommendation(), "class", "verdict-recommendation");
            }
            html.element("p", v.headline(), "class", "verdict-headline");
            if (v.ranking().size() > 1) {
                html.element(
                        "p",
                        "Ranking: "
                                + v.ranking().stream()
                                        .map(group -> String.join(" = ", group))
                                        .collect(Collectors.joining(" \u203a "))
                                + (v.outcome() == ScenarioVerdict.Outcome.WINNER
                                                || v.outcome() == ScenarioVerdict.Outcome.EQUIVALENT
                                                || v.outcome() == ScenarioVerdict.Outcome.INCONCLUSIVE
                                        ? ""
                                        : " (by value, not judged)"));
            }
            reasons(
                    html,
                    v,
                    v.outcome() == ScenarioVerdict.Outcome.WINNER ? "Why the others lose" : "What the trials show",
                    v.againstOthers());
            reasons(html, v, "What the winner gives up", v.winnersCosts());
            list(html, "Efficiency", v.efficiency());
            list(html, "What to do", v.advice());
            html.element(
                            "p",
                            "Decided by "
                                    + v.deciding().stream()
                                            .map(m -> MetricCatalog.of(m).label())
                                            .collect(Collectors.joining(", then "))
                                    + " (a later figure decides only when the earlier ones are shown the same).",
                            "class",
                            "muted")
                    .close("article")
                    .newline();
        }
        html.close("section").newline();
    }

    private static void list(Markup html, String title, List<String> lines) {
        if (lines.isEmpty()) {
            return;
        }
        html.element("p", title, "class", "verdict-label").open("ul");
        lines.forEach(line -> html.element("li", line));
        html.close("ul");
    }

    private static void reasons(Markup html, ScenarioVerdict v, String label, List<ScenarioVerdict.Reason> reasons) {
        if (reasons.isEmpty()) {
            return;
        }
        html.element("p", label, "class", "verdict-label").open("ul");
        for (ScenarioVerdict.Reason reason : reasons) {
            html.open("li").element("strong", v.name(reason.variant())).text(": " + reason.text() + " ");
            if (reason.trialId() != null) {
                html.element("a", "trial lane", "href", "#trial-" + reason.trialId());
            }
            html.close("li");
        }
        html.close("ul");
    }
}
