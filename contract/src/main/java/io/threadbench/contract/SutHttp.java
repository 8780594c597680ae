package io.threadbench.contract;

/**
 * The service under test's HTTP surface, which the SUT serves, the controller's pre-flight check calls and the k6
 * script ({@code scenarios/k6/benchmark.js}, pinned to these by {@code K6CommandTests}) requests: its paths and query
 * parameters, the header that names the thread kind that answered, and the properties it is started with.
 */
public final class SutHttp {

    public static final String EPOCH_MILLIS = "/epoch-millis";
    public static final String MOVIES = "/movies";
    public static final String FANOUT = "/fanout";
    public static final String ALLOCATE = "/allocate";
    public static final String CAR = "/car";
    public static final String PINNING = "/pinning";

    /** {@link #MOVIES}: the director whose movies to list. */
    public static final String DIRECTOR = "directorLastName";
    /** {@link #FANOUT}: how many upstream calls to make in parallel. */
    public static final String CALLS = "calls";
    /** {@link #ALLOCATE}: how much to allocate. */
    public static final String KILOBYTES = "kilobytes";
    /** {@link #PINNING}: how to pin the carrier ({@code native}, {@code class-init}, {@code synchronized}). */
    public static final String PINNING_MODE = "mode";
    /** Every endpoint: how long the last hop waits. */
    public static final String DELAY_MILLIS = "delayMillis";
    /** Every endpoint: how many upstream hops the request passes through before the wait. */
    public static final String DELAY_CALL_DEPTH = "delayCallDepth";

    /** The response header naming the kind of thread that ran the handler: one of the three values below. */
    public static final String THREAD_KIND_HEADER = "X-Thread-Kind";

    public static final String PLATFORM_THREAD = "platform";
    public static final String VIRTUAL_THREAD = "virtual";
    public static final String EVENT_LOOP_THREAD = "event-loop";

    /** Where the SUT sends its upstream calls; blank: to itself. */
    public static final String UPSTREAM_BASE_URL_PROPERTY = "sut.upstream.base-url";

    /** A fixed delay added to every answer (the A/B check's known difference), in microseconds. */
    public static final String EXTRA_DELAY_MICROS_PROPERTY = "threadbench.extra-delay-micros";

    /** The largest {@link #EXTRA_DELAY_MICROS_PROPERTY}: a minute. */
    public static final long MAX_EXTRA_DELAY_MICROS = 60_000_000L;

    private SutHttp() {}
}
