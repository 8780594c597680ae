package io.threadbench.controller.process;

import io.threadbench.controller.errors.FieldError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which cores each role of a benchmark may use (DESIGN §12): the SUT, its upstream, the load generator (k6) and
 * the controller itself. A null set leaves that role unpinned. The SUT is what is measured, so its cores must be
 * its own unless the user allows overlap; the other roles may share cores with each other (k6 and the controller
 * on the same half is the usual layout).
 *
 * @param allowOverlap the SUT may share cores with the other roles
 */
public record CpuPlan(CpuSet sut, CpuSet upstream, CpuSet loadGenerator, CpuSet controller, boolean allowOverlap) {

    /** The role names of forms, the API and the CLI, in their order. */
    public static final List<String> ROLES = List.of("sut", "upstream", "loadgen", "controller");

    /** Nothing pinned. */
    public static final CpuPlan NONE = new CpuPlan(null, null, null, null, false);

    /** Machines with fewer cores get no CPU sets by default: halves of two cores starve both sides. */
    public static final int MIN_CORES_FOR_DEFAULT = 4;

    public boolean isEmpty() {
        return sut == null && upstream == null && loadGenerator == null && controller == null;
    }

    /**
     * The default for a machine: from {@value #MIN_CORES_FOR_DEFAULT} cores the SUT gets the lower half and k6,
     * the upstream and the controller the upper half; below that nothing is pinned.
     */
    public static CpuPlan defaultFor(int logicalCores) {
        if (logicalCores < MIN_CORES_FOR_DEFAULT) {
            return NONE;
        }
        int half = logicalCores / 2;
        CpuSet rest = CpuSet.range(half, logicalCores - 1);
        return new CpuPlan(CpuSet.range(0, half - 1), rest, rest, rest, false);
    }

    /**
     * Reads role → list (e.g. {@code sut=0-1}); blank lists leave a role unpinned.
     *
     * @param errors receives one field error per bad entry
     */
    public static CpuPlan parse(Map<String, String> lists, boolean allowOverlap, List<FieldError> errors) {
        Map<String, CpuSet> sets = new LinkedHashMap<>();
        if (lists != null) {
            lists.forEach((role, list) -> {
                String field = "cpuSets." + role;
                if (!ROLES.contains(role)) {
                    errors.add(new FieldError(
                            field, "unknown role '" + role + "'; roles are " + String.join(", ", ROLES)));
                } else if (list != null && !list.isBlank()) {
                    try {
                        sets.put(role, CpuSet.parse(list));
                    } catch (IllegalArgumentException e) {
                        errors.add(new FieldError(field, role + ": " + e.getMessage()));
                    }
                }
            });
        }
        return new CpuPlan(
                sets.get("sut"), sets.get("upstream"), sets.get("loadgen"), sets.get("controller"), allowOverlap);
    }

    /** What is wrong with this plan on a machine of {@code logicalCores}, with or without taskset. */
    public List<FieldError> problems(int logicalCores, boolean affinityAvailable) {
        List<FieldError> errors = new ArrayList<>();
        if (isEmpty()) {
            return errors;
        }
        if (!affinityAvailable) {
            errors.add(new FieldError(
                    "cpuSets", "CPU sets need Linux with taskset (util-linux) on the PATH; leave them empty here"));
            return errors;
        }
        byRole().forEach((role, set) -> {
            if (set.highest() >= logicalCores) {
                errors.add(new FieldError(
                        "cpuSets." + role,
                        role + ": core " + set.highest() + " does not exist; this machine has cores 0-"
                                + (logicalCores - 1)));
            }
        });
        if (sut != null && !allowOverlap) {
            byRole().forEach((role, set) -> {
                if (!role.equals("sut") && set.overlaps(sut)) {
                    errors.add(new FieldError(
                            "cpuSets." + role,
                            role + " (" + set + ") shares cores with the SUT (" + sut
                                    + "); give it other cores or allow overlap"));
                }
            });
        }
        return errors;
    }

    /** Pinned roles with their sets, in {@link #ROLES} order. */
    public Map<String, CpuSet> byRole() {
        Map<String, CpuSet> roles = new LinkedHashMap<>();
        put(roles, "sut", sut);
        put(roles, "upstream", upstream);
        put(roles, "loadgen", loadGenerator);
        put(roles, "controller", controller);
        return roles;
    }

    /** Role → list, as stored and sent ({@code {"sut":"0","loadgen":"1"}}). */
    public Map<String, String> lists() {
        Map<String, String> lists = new LinkedHashMap<>();
        byRole().forEach((role, set) -> lists.put(role, set.list()));
        return lists;
    }

    /** For people: {@code SUT 0-1, upstream 2-3, k6 2-3, controller 2-3 (overlap allowed)} or {@code off}. */
    public String describe() {
        if (isEmpty()) {
            return "off";
        }
        List<String> parts = new ArrayList<>();
        byRole().forEach((role, set) -> parts.add(label(role) + " " + set));
        return String.join(", ", parts) + (allowOverlap ? " (overlap allowed)" : "");
    }

    private static String label(String role) {
        return switch (role) {
            case "sut" -> "SUT";
            case "loadgen" -> "k6";
            default -> role;
        };
    }

    private static void put(Map<String, CpuSet> roles, String role, CpuSet set) {
        if (set != null) {
            roles.put(role, set);
        }
    }
}
