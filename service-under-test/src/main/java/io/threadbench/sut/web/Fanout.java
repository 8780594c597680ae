package io.threadbench.sut.web;

import io.threadbench.contract.SutHttp;
import io.threadbench.sut.input.Inputs;
import io.threadbench.sut.upstream.UpstreamReply;
import java.util.List;
import java.util.Map;

/**
 * A {@code /fanout} request: {@code calls} parallel upstream calls of {@code /epoch-millis}, each waiting
 * {@code delayMillis} after its own {@code delayCallDepth} further hops.
 */
record Fanout(int calls, Hop hop) {

    Fanout {
        Inputs.inRange(SutHttp.CALLS, calls, 1, Inputs.MAX_FANOUT_CALLS);
    }

    Map<String, Object> callQuery() {
        return Map.of(Hop.DELAY_MILLIS, hop.delayMillis(), Hop.DELAY_CALL_DEPTH, hop.delayCallDepth());
    }

    /** One hop for the fan-out itself plus the deepest chain behind it. */
    int hops(List<UpstreamReply> replies) {
        return 1 + replies.stream().mapToInt(UpstreamReply::hops).max().orElse(0);
    }
}
