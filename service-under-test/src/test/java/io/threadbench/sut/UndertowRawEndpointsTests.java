package io.threadbench.sut;

/**
 * The plain endpoint contract for {@code undertow-raw}: answers that need no wait come from its I/O threads
 * ({@code event-loop}), the ones that wait from its worker threads ({@code platform}).
 */
class UndertowRawEndpointsTests extends PlainEndpointContract {

    @Override
    String approach() {
        return "undertow-raw";
    }

    @Override
    String threadKind() {
        return "event-loop";
    }

    @Override
    String waitingThreadKind() {
        return "platform";
    }
}
