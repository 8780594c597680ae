package io.threadbench.sut;

/**
 * The endpoint contract for {@code loom-netty}: handlers report {@code virtual} threads, the actuator
 * the event loop.
 * Posts are only validated (the default).
 */
class LoomNettyEndpointsTests extends EndpointContract {

    @Override
    String approach() {
        return "loom-netty";
    }

    @Override
    String threadKind() {
        return "virtual";
    }

    @Override
    String healthThreadKind() {
        return "event-loop";
    }
}
