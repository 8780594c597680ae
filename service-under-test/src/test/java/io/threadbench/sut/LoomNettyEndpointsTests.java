package io.threadbench.sut;

/**
 * The endpoint contract for {@code loom-netty}: handlers report {@code virtual} threads.
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
}
