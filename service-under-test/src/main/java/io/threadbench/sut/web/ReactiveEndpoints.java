package io.threadbench.sut.web;

import io.threadbench.contract.SutHttp;
import io.threadbench.sut.approach.Approach;
import io.threadbench.sut.approach.ThreadKind;
import io.threadbench.sut.input.Inputs;
import io.threadbench.sut.movies.MovieCatalog;
import io.threadbench.sut.movies.MovieView;
import io.threadbench.sut.movies.ReactiveMovieReader;
import io.threadbench.sut.upstream.ReactiveUpstream;
import io.threadbench.sut.upstream.UpstreamReply;
import io.threadbench.sut.upstream.UpstreamTarget;
import io.threadbench.sut.work.Allocator;
import io.threadbench.sut.work.Car;
import io.threadbench.sut.work.FanoutResult;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.springframework.context.annotation.Profile;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * The endpoints in reactive style ({@code webflux-netty}): waiting is {@code Mono.delay}, upstream calls are
 * {@code WebClient} signals, a cache miss of {@code GET /movies} reads through R2DBC ({@link ReactiveMovieReader}),
 * and the only blocking work left (saving posts through JPA) moves to {@code boundedElastic} so no event loop ever
 * blocks.
 */
@RestController
@Profile(Approach.REACTIVE_PROFILE)
class ReactiveEndpoints {

    private final ReactiveUpstream upstream;
    private final UpstreamTarget target;
    private final MovieCatalog catalog;
    private final ReactiveMovieReader reader;

    ReactiveEndpoints(
            ReactiveUpstream upstream, UpstreamTarget target, MovieCatalog catalog, ReactiveMovieReader reader) {
        this.reader = reader;
        this.upstream = upstream;
        this.target = target;
        this.catalog = catalog;
    }

    @GetMapping(SutHttp.EPOCH_MILLIS)
    Mono<ResponseEntity<Object>> epochMillis(
            @RequestParam(defaultValue = "0") int delayMillis, @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        if (hop.forwards()) {
            return upstream.get(target.uri(SutHttp.EPOCH_MILLIS, hop.nextQuery(Map.of())))
                    .map(r -> Replies.relayed(kind, r));
        }
        return after(hop.delayMillis()).map(ignored -> Replies.local(kind, System.currentTimeMillis()));
    }

    @GetMapping(SutHttp.MOVIES)
    Mono<ResponseEntity<Object>> movies(
            @RequestParam(name = SutHttp.DIRECTOR, required = false) String directorLastName,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        String director = catalog.requireDirector(directorLastName);
        if (hop.forwards()) {
            return upstream.get(target.uri(SutHttp.MOVIES, hop.nextQuery(Map.of(SutHttp.DIRECTOR, directorLastName))))
                    .map(r -> Replies.relayed(kind, r));
        }
        return after(hop.delayMillis())
                .flatMap(ignored -> catalog.cached(director)
                        .map(Mono::just)
                        .orElseGet(() -> reader.moviesBy(director).map(movies -> catalog.remember(director, movies))))
                .map(movies -> Replies.local(kind, movies));
    }

    @PostMapping(SutHttp.MOVIES)
    Mono<ResponseEntity<Object>> postMovies(
            @RequestBody(required = false) List<MovieView> movies,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        catalog.check(movies);
        if (hop.forwards()) {
            return upstream.post(target.uri(SutHttp.MOVIES, hop.nextQuery(Map.of())), movies)
                    .map(r -> Replies.relayed(kind, r));
        }
        return after(hop.delayMillis())
                .flatMap(ignored -> offLoop(() -> catalog.save(movies)))
                .map(saved -> Replies.local(kind, saved));
    }

    @GetMapping(SutHttp.FANOUT)
    Mono<ResponseEntity<Object>> fanout(
            @RequestParam(defaultValue = "1") int calls,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Fanout fanout = new Fanout(calls, new Hop(delayMillis, delayCallDepth));
        return Flux.range(0, fanout.calls())
                .flatMapSequential(
                        i -> upstream.get(target.uri(SutHttp.EPOCH_MILLIS, fanout.callQuery())), fanout.calls())
                .collectList()
                .map(replies -> Replies.local(
                        kind,
                        fanout.hops(replies),
                        new FanoutResult(
                                fanout.calls(),
                                replies.stream().map(UpstreamReply::bodyAsLong).toList())));
    }

    @GetMapping(SutHttp.ALLOCATE)
    Mono<ResponseEntity<Object>> allocate(
            @RequestParam(defaultValue = "1") int kilobytes,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        Inputs.inRange(SutHttp.KILOBYTES, kilobytes, 0, Inputs.MAX_KILOBYTES);
        if (hop.forwards()) {
            return upstream.get(target.uri(SutHttp.ALLOCATE, hop.nextQuery(Map.of(SutHttp.KILOBYTES, kilobytes))))
                    .map(r -> Replies.relayed(kind, r));
        }
        long checksum = Allocator.allocate(kilobytes);
        long pause = Allocator.pauseUpTo(hop.delayMillis());
        return after(pause).map(ignored -> Replies.local(kind, new Allocator.Result(kilobytes, checksum, pause)));
    }

    @GetMapping(SutHttp.CAR)
    Mono<ResponseEntity<Object>> car(
            @RequestParam(defaultValue = "0") int delayMillis, @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        if (hop.forwards()) {
            return upstream.get(target.uri(SutHttp.CAR, hop.nextQuery(Map.of())))
                    .map(r -> Replies.relayed(kind, r));
        }
        return after(hop.delayMillis()).map(ignored -> Replies.local(kind, Car.FIXED));
    }

    /** Completes after {@code millis} without holding a thread; at once (same thread) for 0. */
    private static Mono<Long> after(long millis) {
        return millis == 0 ? Mono.just(0L) : Mono.delay(Duration.ofMillis(millis));
    }

    private static <T> Mono<T> offLoop(Callable<T> blocking) {
        return Mono.fromCallable(blocking).subscribeOn(Schedulers.boundedElastic());
    }
}
