package io.threadbench.sut.web;

import io.threadbench.contract.SutHttp;
import io.threadbench.sut.approach.Approach;
import io.threadbench.sut.approach.ThreadKind;
import io.threadbench.sut.input.Inputs;
import io.threadbench.sut.movies.MovieCatalog;
import io.threadbench.sut.movies.MovieView;
import io.threadbench.sut.upstream.BlockingUpstream;
import io.threadbench.sut.upstream.UpstreamReply;
import io.threadbench.sut.upstream.UpstreamTarget;
import io.threadbench.sut.work.Allocator;
import io.threadbench.sut.work.Car;
import io.threadbench.sut.work.FanoutResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.springframework.context.annotation.Profile;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The endpoints in blocking style: the calling thread sleeps and waits for upstream answers. Spring MVC runs
 * them on Tomcat's platform or virtual threads; WebFlux ({@code loom-netty}) runs them on virtual threads
 * because their return types are not reactive (see {@link LoomNettyConfig}).
 */
@RestController
@Profile(Approach.BLOCKING_PROFILE)
class BlockingEndpoints {

    private final BlockingUpstream upstream;
    private final UpstreamTarget target;
    private final MovieCatalog catalog;
    private final ExecutorService fanoutExecutor;

    BlockingEndpoints(
            BlockingUpstream upstream, UpstreamTarget target, MovieCatalog catalog, ExecutorService fanoutExecutor) {
        this.upstream = upstream;
        this.target = target;
        this.catalog = catalog;
        this.fanoutExecutor = fanoutExecutor;
    }

    @GetMapping(SutHttp.EPOCH_MILLIS)
    ResponseEntity<Object> epochMillis(
            @RequestParam(defaultValue = "0") int delayMillis, @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        if (hop.forwards()) {
            return Replies.relayed(kind, upstream.get(target.uri(SutHttp.EPOCH_MILLIS, hop.nextQuery(Map.of()))));
        }
        sleep(hop.delayMillis());
        return Replies.local(kind, System.currentTimeMillis());
    }

    @GetMapping(SutHttp.MOVIES)
    ResponseEntity<Object> movies(
            @RequestParam(name = SutHttp.DIRECTOR, required = false) String directorLastName,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        String director = catalog.requireDirector(directorLastName);
        if (hop.forwards()) {
            return Replies.relayed(
                    kind,
                    upstream.get(
                            target.uri(SutHttp.MOVIES, hop.nextQuery(Map.of(SutHttp.DIRECTOR, directorLastName)))));
        }
        sleep(hop.delayMillis());
        return Replies.local(kind, catalog.moviesBy(director));
    }

    @PostMapping(SutHttp.MOVIES)
    ResponseEntity<Object> postMovies(
            @RequestBody(required = false) List<MovieView> movies,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        catalog.check(movies);
        if (hop.forwards()) {
            return Replies.relayed(kind, upstream.post(target.uri(SutHttp.MOVIES, hop.nextQuery(Map.of())), movies));
        }
        sleep(hop.delayMillis());
        return Replies.local(kind, catalog.save(movies));
    }

    @GetMapping(SutHttp.FANOUT)
    ResponseEntity<Object> fanout(
            @RequestParam(defaultValue = "1") int calls,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Fanout fanout = new Fanout(calls, new Hop(delayMillis, delayCallDepth));
        List<Future<UpstreamReply>> pending = IntStream.range(0, fanout.calls())
                .mapToObj(i ->
                        fanoutExecutor.submit(() -> upstream.get(target.uri(SutHttp.EPOCH_MILLIS, fanout.callQuery()))))
                .toList();
        List<UpstreamReply> replies =
                pending.stream().map(BlockingEndpoints::join).toList();
        return Replies.local(
                kind,
                fanout.hops(replies),
                new FanoutResult(
                        fanout.calls(),
                        replies.stream().map(UpstreamReply::bodyAsLong).toList()));
    }

    @GetMapping(SutHttp.ALLOCATE)
    ResponseEntity<Object> allocate(
            @RequestParam(defaultValue = "1") int kilobytes,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        Inputs.inRange(SutHttp.KILOBYTES, kilobytes, 0, Inputs.MAX_KILOBYTES);
        if (hop.forwards()) {
            return Replies.relayed(
                    kind,
                    upstream.get(target.uri(SutHttp.ALLOCATE, hop.nextQuery(Map.of(SutHttp.KILOBYTES, kilobytes)))));
        }
        long checksum = Allocator.allocate(kilobytes);
        long pause = Allocator.pauseUpTo(hop.delayMillis());
        sleep(pause);
        return Replies.local(kind, new Allocator.Result(kilobytes, checksum, pause));
    }

    @GetMapping(SutHttp.CAR)
    ResponseEntity<Object> car(
            @RequestParam(defaultValue = "0") int delayMillis, @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        if (hop.forwards()) {
            return Replies.relayed(kind, upstream.get(target.uri(SutHttp.CAR, hop.nextQuery(Map.of()))));
        }
        sleep(hop.delayMillis());
        return Replies.local(kind, Car.FIXED);
    }

    private static void sleep(long millis) {
        if (millis == 0) {
            return;
        }
        try {
            Thread.sleep(millis);
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
