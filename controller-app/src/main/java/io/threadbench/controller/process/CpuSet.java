package io.threadbench.controller.process;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A set of logical CPU cores, written as Linux writes them ({@code 0-3,6}; {@code taskset --cpu-list},
 * {@code Cpus_allowed_list} in {@code /proc/PID/status}).
 *
 * @param cores distinct core numbers, ascending
 */
public record CpuSet(List<Integer> cores) {

    public CpuSet {
        cores = List.copyOf(new TreeSet<>(cores));
        if (cores.isEmpty()) {
            throw new IllegalArgumentException("a CPU set names at least one core");
        }
    }

    /**
     * Reads a list such as {@code 0-1,3}.
     *
     * @throws IllegalArgumentException in plain words when it is not one
     */
    public static CpuSet parse(String text) {
        String list = text == null ? "" : text.strip();
        if (list.isEmpty()) {
            throw new IllegalArgumentException("a CPU set names at least one core, e.g. 0 or 0-1,3");
        }
        List<Integer> cores = new ArrayList<>();
        for (String part : list.split(",", -1)) {
            String[] range = part.strip().split("-", -1);
            if (range.length > 2 || !isNumber(range[0]) || (range.length == 2 && !isNumber(range[1]))) {
                throw new IllegalArgumentException(
                        "'" + list + "' is not a list of cores: use core numbers and ranges such as 0 or 0-1,3");
            }
            int from = Integer.parseInt(range[0].strip());
            int to = range.length == 2 ? Integer.parseInt(range[1].strip()) : from;
            if (to < from) {
                throw new IllegalArgumentException(
                        "the range " + part.strip() + " in '" + list + "' runs backwards; write " + to + "-" + from);
            }
            for (int core = from; core <= to; core++) {
                cores.add(core);
            }
        }
        return new CpuSet(cores);
    }

    /** All cores of a machine with {@code count} logical cores. */
    public static CpuSet all(int count) {
        return range(0, count - 1);
    }

    /** Cores {@code from} to {@code to}, both included. */
    public static CpuSet range(int from, int to) {
        List<Integer> cores = new ArrayList<>();
        for (int core = from; core <= to; core++) {
            cores.add(core);
        }
        return new CpuSet(cores);
    }

    public int highest() {
        return cores.getLast();
    }

    public boolean overlaps(CpuSet other) {
        return cores.stream().anyMatch(other.cores::contains);
    }

    /** The Linux form, ranges joined: {@code 0-2,5}. */
    public String list() {
        StringBuilder text = new StringBuilder();
        int start = cores.getFirst();
        int previous = start;
        for (int i = 1; i <= cores.size(); i++) {
            Integer core = i < cores.size() ? cores.get(i) : null;
            if (core != null && core == previous + 1) {
                previous = core;
                continue;
            }
            text.append(text.isEmpty() ? "" : ",").append(start == previous ? start : start + "-" + previous);
            if (core != null) {
                start = core;
                previous = core;
            }
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return list();
    }

    private static boolean isNumber(String text) {
        String digits = text.strip();
        return !digits.isEmpty() && digits.length() <= 4 && digits.chars().allMatch(Character::isDigit);
    }
}
