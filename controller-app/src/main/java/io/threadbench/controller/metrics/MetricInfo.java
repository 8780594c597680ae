package io.threadbench.controller.metrics;

/**
 * What one summary metric means to a reader: its label with the unit, which way is better, the group it is shown
 * in and the variants it applies to. The raw {@code name} stays in results.csv and on hover.
 *
 * @param label     for people, with the unit, e.g. {@code p99 latency (ms)}
 * @param direction which way is better; {@link Direction#NONE} for context figures that crown nobody
 */
public record MetricInfo(String name, String label, Direction direction, Group group, Scope scope) {

    /** Which way a metric is better. */
    public enum Direction {
        LOWER("lower is better", "↓"),
        HIGHER("higher is better", "↑"),
        /** Context: neither more nor less is better (sockets, threads, what limited a capacity search). */
        NONE("context, not ranked", "");

        private final String words;
        private final String arrow;

        Direction(String words, String arrow) {
            this.words = words;
            this.arrow = arrow;
        }

        public String words() {
            return words;
        }

        public String arrow() {
            return arrow;
        }
    }

    /** The summary table's row groups, in the order shown. */
    public enum Group {
        THROUGHPUT("Throughput"),
        LATENCY("Latency"),
        ERRORS("Errors"),
        EFFICIENCY("Efficiency"),
        JVM("JVM"),
        WHY("Why a model wins"),
        CONTEXT("Context (not ranked)");

        private final String title;

        Group(String title) {
            this.title = title;
        }

        public String title() {
            return title;
        }
    }

    /** Which variants a metric can be compared between. */
    public enum Scope {
        ALL,
        /** Figures of the virtual thread scheduler (pinning, carriers): ranked only among virtual-thread variants. */
        VIRTUAL_THREADS
    }

    /** The unit in the label's closing parentheses ("ms", "req/s", "% of one core"), or empty. */
    public String unit() {
        int open = label.lastIndexOf(" (");
        return open >= 0 && label.endsWith(")") ? label.substring(open + 2, label.length() - 1) : "";
    }

    /** The label without its unit, e.g. "p99 latency". */
    public String shortLabel() {
        int open = label.lastIndexOf(" (");
        return open >= 0 && label.endsWith(")") ? label.substring(0, open) : label;
    }

    /** A value with its unit, e.g. "121 ms", "45.2 % of one core", "3 requests". */
    public String withUnit(String formatted) {
        String unit = unit();
        if (unit.isEmpty()) {
            return formatted;
        }
        return formatted + " " + unit;
    }

    public boolean ranked() {
        return direction != Direction.NONE;
    }

    public boolean higherIsBetter() {
        return direction == Direction.HIGHER;
    }
}
