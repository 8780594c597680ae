package io.threadbench.controller.results.verdict;

import io.threadbench.controller.loadgen.ErrorKind;
import java.util.Arrays;

/**
 * Every code a verdict's reason carries ({@link ScenarioVerdict.Reason#code()}): why a variant lost a scenario, as
 * the API's JSON, the page's {@code data-code} and the report name it. {@code ReasonCodeTests} pins the list, which
 * is part of the API.
 */
public enum ReasonCode {
    /** The SUT fell behind the requested rate, or a platform-thread pool served about what Little's law allows. */
    POOL_QUEUED,
    /** Seconds in which it answered nothing while requests waited. */
    STALLED,
    ERRORS_REQUEST_TIMEOUT(ErrorKind.REQUEST_TIMEOUT),
    ERRORS_DIAL_TIMEOUT(ErrorKind.DIAL_TIMEOUT),
    ERRORS_REFUSED(ErrorKind.REFUSED),
    ERRORS_RESET(ErrorKind.RESET),
    ERRORS_NETWORK_OTHER(ErrorKind.NETWORK_OTHER),
    ERRORS_HTTP_4XX(ErrorKind.HTTP_4XX),
    ERRORS_HTTP_5XX(ErrorKind.HTTP_5XX),
    ERRORS_HTTP_3XX(ErrorKind.HTTP_3XX),
    ERRORS_HTTP_OTHER(ErrorKind.HTTP_OTHER),
    /** Virtual threads pinned to their carriers. */
    PINNED,
    /** Virtual threads waited for a free carrier thread. */
    CARRIER_QUEUE,
    GC_PAUSES,
    CPU_PER_REQUEST,
    DATABASE_CPU,
    /** It holds more memory per request in flight than the winner, shown apart by the verdict's own ranking. */
    MEMORY_PER_REQUEST_IN_FLIGHT,
    /** It allocates more per request than the winner, shown apart by the verdict's own ranking. */
    ALLOCATION_PER_REQUEST,
    /** Its container was killed for memory: it could not stay within its limit under this load. */
    KILLED_FOR_MEMORY,
    /** It lost, and no pool, error, pinning, GC or CPU figure stands out. */
    NO_CAUSE_RECORDED;

    private final ErrorKind errors;

    ReasonCode() {
        this(null);
    }

    ReasonCode(ErrorKind errors) {
        this.errors = errors;
    }

    /** The code of failed requests of one kind. */
    static ReasonCode errors(ErrorKind kind) {
        return Arrays.stream(values())
                .filter(code -> code.errors == kind)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no reason code for errors of kind " + kind));
    }
}
