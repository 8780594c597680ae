package io.threadbench.controller.markup;

import io.threadbench.controller.metrics.MetricCatalog;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.springframework.stereotype.Component;

/** Formats for templates ({@code ${@pageFormat.time(benchmark.createdAt())}}): times in UTC, sizes, durations. */
@Component
public class PageFormat {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    public String time(Instant instant) {
        return instant == null ? "—" : TIME.format(instant);
    }

    /** The ISO form for {@code <time datetime>}. */
    public String iso(Instant instant) {
        return instant == null ? "" : instant.toString();
    }

    public String between(Instant from, Instant to) {
        return from == null || to == null
                ? "—"
                : clock(Math.max(0, Duration.between(from, to).toSeconds()));
    }

    /** A metric's label with its unit ("p99 latency (ms)"); the raw name stays in CSVs and on hover. */
    public String metric(String name) {
        return MetricCatalog.of(name).label();
    }

    public String bytes(long bytes) {
        double gib = bytes / (1024.0 * 1024 * 1024);
        return gib >= 1
                ? String.format(Locale.ROOT, "%.1f GiB", gib)
                : String.format(Locale.ROOT, "%.0f MiB", bytes / (1024.0 * 1024));
    }

    /** {@code m:ss}, or {@code h:mm:ss} from an hour on. */
    public static String clock(long seconds) {
        long h = seconds / 3600;
        long m = seconds % 3600 / 60;
        long s = seconds % 60;
        return h > 0 ? "%d:%02d:%02d".formatted(h, m, s) : "%d:%02d".formatted(m, s);
    }
}
