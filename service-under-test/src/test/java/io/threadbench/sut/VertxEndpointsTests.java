package io.threadbench.sut;

/**
 * The plain endpoint contract for {@code vertx}: every answer comes from a {@code event-loop} thread.
 */
class VertxEndpointsTests extends PlainEndpointContract {

    @Override
    String approach() {
        return "vertx";
    }

    @Override
    String threadKind() {
        return "event-loop";
    }
}
