package io.threadbench.sut;

/**
 * The endpoint contract for {@code loom-tomcat}: handlers report {@code virtual} threads.
 * It runs with {@code sut.movies.persist=true}, so posts are stored.
 */
class LoomTomcatEndpointsTests extends EndpointContract {

    @Override
    String approach() {
        return "loom-tomcat";
    }

    @Override
    String threadKind() {
        return "virtual";
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
