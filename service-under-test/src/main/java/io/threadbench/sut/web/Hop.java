package io.threadbench.sut.web;

import io.threadbench.contract.SutHttp;
import io.threadbench.sut.input.Inputs;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where a request's waiting happens: with {@code delayCallDepth > 0} the request is passed on upstream with
 * one level less, and only the last hop waits {@code delayMillis}. The same rule serves every endpoint.
 *
 * @param delayMillis    how long the last hop waits
 * @param delayCallDepth how many upstream hops come before that wait
 */
record Hop(int delayMillis, int delayCallDepth) {

    static final String DELAY_MILLIS = SutHttp.DELAY_MILLIS;
    static final String DELAY_CALL_DEPTH = SutHttp.DELAY_CALL_DEPTH;

    Hop {
        Inputs.inRange(DELAY_MILLIS, delayMillis, 0, Inputs.MAX_DELAY_MILLIS);
        Inputs.inRange(DELAY_CALL_DEPTH, delayCallDepth, 0, Inputs.MAX_DELAY_CALL_DEPTH);
    }

    boolean forwards() {
        return delayCallDepth > 0;
    }

    /** Query parameters for the next hop, after the endpoint's own ones. */
    Map<String, Object> nextQuery(Map<String, ?> own) {
        Map<String, Object> query = new LinkedHashMap<>(own);
        query.put(DELAY_MILLIS, delayMillis);
        query.put(DELAY_CALL_DEPTH, delayCallDepth - 1);
        return query;
    }
}
