package io.threadbench.sut;

/**
 * The plain endpoint contract for {@code helidon-se}: every answer comes from a {@code virtual} thread.
 */
class HelidonSeEndpointsTests extends PlainEndpointContract {

    @Override
    String approach() {
        return "helidon-se";
    }

    @Override
    String threadKind() {
        return "virtual";
    }
}
