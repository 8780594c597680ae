package io.threadbench.sut.plain;

import io.threadbench.sut.upstream.UpstreamReply;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * Carries plans out on the calling thread, which may block: it sleeps, and waits for upstream answers (fan-out
 * calls run in parallel on virtual threads, whatever thread waits for them). Used by raw Undertow's worker threads
 * and Helidon's virtual threads.
 */
final class BlockingPlans {

    private final PlainUpstream upstream;
    private final Duration extraDelay;
    private final ExecutorService fanout = Executors.newVirtualThreadPerTaskExecutor();

    BlockingPlans(PlainUpstream upstream, Duration extraDelay) {
        this.upstream = upstream;
        this.extraDelay = extraDelay;
    }

    /** Plans and carries out a GET, errors included, after the extra delay (not on health). */
    PlainAnswer answer(String path, Function<String, String> param) {
        try {
            if (!path.equals(PlainRoutes.HEALTH)) {
                sleep(extraDelay);
            }
            PlainPlan plan = PlainRoutes.plan(path, param);
            return plan == null ? PlainRoutes.notFound(path) : run(plan);
        } catch (RuntimeException e) {
            return PlainRoutes.failure(e);
        }
    }

    PlainAnswer run(PlainPlan plan) {
        return switch (plan) {
            case PlainPlan.Local local -> {
                sleep(Duration.ofMillis(local.waitMillis()));
                yield PlainRoutes.ok(local.body().get());
            }
            case PlainPlan.Forward forward -> PlainRoutes.relayed(upstream.get(forward.path(), forward.query()));
            case PlainPlan.FanOut fanOut -> {
                List<Future<UpstreamReply>> pending = IntStream.range(0, fanOut.calls())
                        .mapToObj(i -> fanout.submit(() -> upstream.get(PlainRoutes.EPOCH_MILLIS, fanOut.query())))
                        .toList();
                yield PlainRoutes.fannedOut(
                        pending.stream().map(BlockingPlans::join).toList());
            }
        };
    }

    private static void sleep(Duration wait) {
        if (wait.isZero()) {
            return;
        }
        try {
            Thread.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting", e);
        }
    }

    private static UpstreamReply join(Future<UpstreamReply> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for upstream", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }
}
