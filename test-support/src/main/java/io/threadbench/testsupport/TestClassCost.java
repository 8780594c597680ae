package io.threadbench.testsupport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * What each test class cost: its wall time and the CPU time of this JVM and of the children it waited for (SUTs,
 * k6, browsers, databases), read from {@code /proc/self/stat} before and after the class. Appended as
 * {@code class<TAB>wall seconds<TAB>CPU seconds<TAB>children's share of that CPU} to {@code target/test-class-cost.tsv}, which
 * {@code ./threadbench test} reads for its list of the slowest classes. On 2 cores the suite's CPU, not its
 * waiting, sets how short it can get. Registered for every class by {@code META-INF/services}; off the Linux
 * {@code /proc} it records nothing.
 */
public final class TestClassCost implements BeforeAllCallback, AfterAllCallback {

    private static final Path PROC_STAT = Path.of("/proc/self/stat");
    private static final Path OUT = Path.of("target", "test-class-cost.tsv");
    private static final double TICKS_PER_SECOND = 100.0; // USER_HZ on Linux

    private record Start(long nanos, long ticks, long childTicks) {}

    @Override
    public void beforeAll(ExtensionContext context) {
        if (topLevel(context)) {
            store(context).put(Start.class, new Start(System.nanoTime(), cpuTicks(), childCpuTicks()));
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        Start start = topLevel(context) ? store(context).get(Start.class, Start.class) : null;
        long ticks = cpuTicks();
        long childTicks = childCpuTicks();
        if (start == null || start.ticks() < 0 || ticks < 0) {
            return;
        }
        String line = String.format(
                Locale.ROOT,
                "%s\t%.1f\t%.1f\t%.1f%n",
                context.getRequiredTestClass().getName(),
                (System.nanoTime() - start.nanos()) / 1e9,
                (ticks - start.ticks()) / TICKS_PER_SECOND,
                (childTicks - start.childTicks()) / TICKS_PER_SECOND);
        Files.writeString(OUT, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private static boolean topLevel(ExtensionContext context) {
        return context.getTestClass().map(c -> c.getEnclosingClass() == null).orElse(false);
    }

    private static ExtensionContext.Store store(ExtensionContext context) {
        return context.getStore(ExtensionContext.Namespace.create(TestClassCost.class));
    }

    /** utime + stime + cutime + cstime of this process, in clock ticks; -1 where there is no /proc. */
    static long cpuTicks() {
        return ticks(11, 4);
    }

    /** cutime + cstime: the share of {@link #cpuTicks()} spent by children this process waited for. */
    static long childCpuTicks() {
        return ticks(13, 2);
    }

    private static long ticks(int firstField, int count) {
        try {
            String stat = Files.readString(PROC_STAT, StandardCharsets.US_ASCII);
            // the command name (field 2) may hold spaces: fields are counted after its closing parenthesis
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long sum = 0;
            for (int i = firstField; i < firstField + count; i++) {
                sum += Long.parseLong(fields[i]);
            }
            return sum;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
