package io.threadbench.sut.web;

import io.threadbench.contract.SutHttp;
import io.threadbench.sut.approach.Approach;
import io.threadbench.sut.approach.ThreadKind;
import io.threadbench.sut.pinning.PinningMode;
import io.threadbench.sut.pinning.PinningResult;
import io.threadbench.sut.pinning.PinningWorkload;
import io.threadbench.sut.upstream.ReactiveUpstream;
import io.threadbench.sut.upstream.UpstreamTarget;
import java.util.Map;
import org.springframework.context.annotation.Profile;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * {@code GET /pinning} for {@code webflux-netty}: the same blocking wait, run the way reactive code runs blocking
 * calls it cannot avoid (a native library, a class initializer), on {@code boundedElastic}. The event loop never
 * blocks; under load the elastic pool's limit (10 threads per core) plays the part that pinned carriers play for
 * virtual threads.
 */
@RestController
@Profile(Approach.REACTIVE_PROFILE)
class ReactivePinningEndpoint {

    private final PinningWorkload workload;
    private final ReactiveUpstream upstream;
    private final UpstreamTarget target;

    ReactivePinningEndpoint(PinningWorkload workload, ReactiveUpstream upstream, UpstreamTarget target) {
        this.workload = workload;
        this.upstream = upstream;
        this.target = target;
    }

    @GetMapping(SutHttp.PINNING)
    Mono<ResponseEntity<Object>> pinning(
            @RequestParam(name = PinningMode.PARAMETER, required = false) String mode,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        PinningMode pinning = PinningMode.parse(mode);
        workload.check(pinning);
        if (hop.forwards()) {
            return upstream.get(target.uri(SutHttp.PINNING, hop.nextQuery(Map.of(PinningMode.PARAMETER, mode))))
                    .map(r -> Replies.relayed(kind, r));
        }
        return Mono.fromCallable(() -> {
                    workload.waitPinned(pinning, hop.delayMillis());
                    return new PinningResult(pinning.id(), hop.delayMillis());
                })
                .subscribeOn(Schedulers.boundedElastic())
                .map(result -> Replies.local(kind, result));
    }
}
