package io.threadbench.sut.web;

import io.threadbench.contract.SutHttp;
import io.threadbench.sut.approach.Approach;
import io.threadbench.sut.approach.ThreadKind;
import io.threadbench.sut.pinning.PinningMode;
import io.threadbench.sut.pinning.PinningResult;
import io.threadbench.sut.pinning.PinningWorkload;
import io.threadbench.sut.upstream.BlockingUpstream;
import io.threadbench.sut.upstream.UpstreamTarget;
import java.util.Map;
import org.springframework.context.annotation.Profile;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /pinning} in blocking style: the handler's own thread waits in the requested {@link PinningMode},
 * so on a virtual thread the carrier is held for the whole wait (except {@code synchronized} on JDK 24+).
 */
@RestController
@Profile(Approach.BLOCKING_PROFILE)
class BlockingPinningEndpoint {

    private final PinningWorkload workload;
    private final BlockingUpstream upstream;
    private final UpstreamTarget target;

    BlockingPinningEndpoint(PinningWorkload workload, BlockingUpstream upstream, UpstreamTarget target) {
        this.workload = workload;
        this.upstream = upstream;
        this.target = target;
    }

    @GetMapping(SutHttp.PINNING)
    ResponseEntity<Object> pinning(
            @RequestParam(name = PinningMode.PARAMETER, required = false) String mode,
            @RequestParam(defaultValue = "0") int delayMillis,
            @RequestParam(defaultValue = "0") int delayCallDepth) {
        ThreadKind kind = ThreadKind.current();
        Hop hop = new Hop(delayMillis, delayCallDepth);
        PinningMode pinning = PinningMode.parse(mode);
        workload.check(pinning);
        if (hop.forwards()) {
            return Replies.relayed(
                    kind,
                    upstream.get(target.uri(SutHttp.PINNING, hop.nextQuery(Map.of(PinningMode.PARAMETER, mode)))));
        }
        workload.waitPinned(pinning, hop.delayMillis());
        return Replies.local(kind, new PinningResult(pinning.id(), hop.delayMillis()));
    }
}
