package io.threadbench.controller.web.pages;

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
                : ProgressView.clock(Math.max(0, Duration.between(from, to).toSeconds()));
    }

    public String bytes(long bytes) {
        double gib = bytes / (1024.0 * 1024 * 1024);
        return gib >= 1
                ? String.format(Locale.ROOT, "%.1f GiB", gib)
                : String.format(Locale.ROOT, "%.0f MiB", bytes / (1024.0 * 1024));
    }
}
