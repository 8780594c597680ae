package io.threadbench.sut;

/**
 * The endpoint contract for {@code webflux-netty}: handlers report {@code event-loop} threads.
 * It runs with {@code sut.movies.persist=true}, so posts are stored.
 */
class WebfluxNettyEndpointsTests extends EndpointContract {

    @Override
    String approach() {
        return "webflux-netty";
    }

    @Override
    String threadKind() {
        return "event-loop";
    }

    @Override
    String[] springArgs() {
        return new String[] {"--sut.movies.persist=true"};
    }

    @Override
    boolean persists() {
        return true;
    }
}
