package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.TrustFlag;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Why a finished benchmark's figures may measure the machine rather than the variants, in words: one line per kind
 * of trust flag its succeeded trials raised (what happened and what to do, from {@link FlagCode#adviceFor}), naming the
 * trials. Flags that are findings about the service (request errors, a service that fell behind) are not doubts.
 * The codes stay for tooltips.
 *
 * @param doubtful how many succeeded trials raised a flag that questions the measurement
 * @param finished how many trials succeeded
 */
record TrustBanner(List<Line> lines, int doubtful, int finished) {

    /**
     * @param code   the flag codes behind it, space-separated (two codes may call for the same action)
     * @param advice what happened and what to do, as a sentence
     * @param trials the trials that raised it, e.g. "#3 smoketest × loom-tomcat"
     * @param detail the code and each trial's reason, for the tooltip
     */
    record Line(String code, String advice, List<String> trials, String detail) {}

    TrustBanner {
        lines = List.copyOf(lines);
    }

    /** The banner of these trials, empty (no lines) when none raised a doubt. */
    static TrustBanner of(List<Trial> trials) {
        Map<String, List<Trial>> byCode = new LinkedHashMap<>();
        Map<String, List<String>> reasons = new LinkedHashMap<>();
        int doubtful = 0;
        int finished = 0;
        for (Trial trial : trials) {
            if (trial.status() != RunStatus.SUCCEEDED) {
                continue;
            }
            finished++;
            List<TrustFlag> doubts = trial.doubts();
            if (!doubts.isEmpty()) {
                doubtful++;
            }
            for (TrustFlag flag : doubts) {
                byCode.computeIfAbsent(flag.code(), code -> new ArrayList<>()).add(trial);
                reasons.computeIfAbsent(flag.code(), code -> new ArrayList<>())
                        .add("#" + trial.seq() + ": " + flag.reason());
            }
        }
        // one line per action: dropped iterations and a rate shortfall both say "k6 could not offer the rate"
        Map<String, List<String>> codesByAction = new LinkedHashMap<>();
        byCode.keySet()
                .forEach(code -> codesByAction
                        .computeIfAbsent(FlagCode.adviceFor(code), action -> new ArrayList<>())
                        .add(code));
        List<Line> lines = new ArrayList<>();
        int succeeded = finished;
        codesByAction.forEach((action, codes) -> {
            List<String> names = codes.stream()
                    .flatMap(code -> byCode.get(code).stream())
                    .map(TrustBanner::name)
                    .distinct()
                    .toList();
            lines.add(new Line(
                    String.join(" ", codes),
                    sentence(action),
                    names.size() == succeeded && succeeded > 1 ? List.of("all " + succeeded + " trials") : names,
                    codes.stream()
                            .map(code -> code + " — " + String.join("; ", reasons.get(code)))
                            .collect(Collectors.joining(" · "))));
        });
        return new TrustBanner(lines, doubtful, finished);
    }

    /** The action as a sentence; "k6 …" keeps its lower case, as the tool spells its name. */
    private static String sentence(String action) {
        return (action.startsWith("k6 ") ? action : Character.toUpperCase(action.charAt(0)) + action.substring(1))
                + ".";
    }

    /** The ids of the trials that finished with doubts ({@link Trial#finishedWithDoubts()}). */
    static Set<Long> trialsWithDoubts(List<Trial> trials) {
        return trials.stream().filter(Trial::finishedWithDoubts).map(Trial::id).collect(Collectors.toSet());
    }

    public boolean isEmpty() {
        return lines.isEmpty();
    }

    /** The headline: how many trials, and what that means for the figures. */
    public String headline() {
        return doubtful + " of " + finished + (finished == 1 ? " trial" : " trials")
                + " raised doubts: their figures may measure this machine rather than the variants.";
    }

    private static String name(Trial trial) {
        return "#" + trial.seq() + " " + trial.scenarioName() + " × " + trial.label();
    }
}
