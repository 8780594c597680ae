package io.threadbench.controller.telemetry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * Folds flight-recorder events into per-second figures, keyed by the second in which each event ended, and keeps
 * the pinned stacks of the whole trial. The stream delivers events a second or two after they happen, so
 * {@link #coveredUntilMillis()} says how far it has got: a second is complete once that lies past its end.
 * Thread-safe: the stream's thread adds, the trial's recorder takes.
 */
final class JfrSeconds {

    /** Seconds are kept this long after they end, for a recorder that is behind. */
    private static final long KEEP_SECONDS = 120;

    private final long startedAtMillis;
    private final NavigableMap<Long, Bucket> seconds = new TreeMap<>();
    private final Map<StackKey, StackTotals> stacks = new HashMap<>();
    private long coveredUntilMillis;

    /** @param startedAtMillis when the stream started: earlier seconds were not covered */
    JfrSeconds(long startedAtMillis) {
        this.startedAtMillis = startedAtMillis;
        this.coveredUntilMillis = startedAtMillis;
    }

    synchronized void pinned(long endMillis, long durationNanos, String reason, List<String> frames) {
        Bucket bucket = bucket(endMillis);
        double millis = durationNanos / 1e6;
        bucket.pinned++;
        bucket.pinnedMillis += millis;
        bucket.pinnedMillisMax = Math.max(bucket.pinnedMillisMax, millis);
        stacks.computeIfAbsent(new StackKey(reason, frames), key -> new StackTotals())
                .add(millis);
        covered(endMillis);
    }

    synchronized void submitFailed(long endMillis) {
        bucket(endMillis).submitFailed++;
        covered(endMillis);
    }

    synchronized void gcPause(long endMillis, long sumOfPausesNanos, long longestPauseNanos) {
        Bucket bucket = bucket(endMillis);
        bucket.gcPauses++;
        bucket.gcPauseMillis += sumOfPausesNanos / 1e6;
        bucket.gcPauseMillisMax = Math.max(bucket.gcPauseMillisMax, longestPauseNanos / 1e6);
        covered(endMillis);
    }

    /** The recording has delivered everything that ended before this moment (a flush of the SUT's recorder). */
    synchronized void covered(long epochMillis) {
        coveredUntilMillis = Math.max(coveredUntilMillis, epochMillis);
    }

    synchronized long coveredUntilMillis() {
        return coveredUntilMillis;
    }

    /** The second's figures, zeros when nothing happened; null for a second before the stream started. */
    synchronized JfrSecond second(long epochSecond) {
        if ((epochSecond + 1) * 1000 <= startedAtMillis) {
            return null;
        }
        seconds.headMap(epochSecond - KEEP_SECONDS).clear();
        Bucket bucket = seconds.get(epochSecond);
        return bucket == null ? JfrSecond.NONE : bucket.figures();
    }

    /** The stacks that pinned longest, longest first. */
    synchronized List<PinnedStack> topPinned(int limit) {
        List<PinnedStack> all = new ArrayList<>();
        stacks.forEach((key, totals) ->
                all.add(new PinnedStack(key.reason(), key.frames(), totals.events, totals.millis, totals.maxMillis)));
        all.sort(Comparator.comparingDouble(PinnedStack::totalMillis).reversed());
        return all.size() <= limit ? all : all.subList(0, limit);
    }

    private Bucket bucket(long endMillis) {
        return seconds.computeIfAbsent(Math.floorDiv(endMillis, 1000), second -> new Bucket());
    }

    private static final class Bucket {
        int pinned;
        double pinnedMillis;
        double pinnedMillisMax;
        int submitFailed;
        int gcPauses;
        double gcPauseMillis;
        double gcPauseMillisMax;

        JfrSecond figures() {
            return new JfrSecond(
                    pinned, pinnedMillis, pinnedMillisMax, submitFailed, gcPauses, gcPauseMillis, gcPauseMillisMax);
        }
    }

    private record StackKey(String reason, List<String> frames) {}

    private static final class StackTotals {
        int events;
        double millis;
        double maxMillis;

        void add(double eventMillis) {
            events++;
            millis += eventMillis;
            maxMillis = Math.max(maxMillis, eventMillis);
        }
    }
}
