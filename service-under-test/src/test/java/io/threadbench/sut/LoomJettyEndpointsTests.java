package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The endpoint contract for {@code loom-jetty}: Spring MVC on Jetty 12 with a virtual thread per request.
 * It runs with {@code sut.movies.persist=true}, so posts are stored.
 */
class LoomJettyEndpointsTests extends EndpointContract {

    @Override
    String approach() {
        return "loom-jetty";
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

    @Test
    void jettyServesNotTomcat() {
        assertThat(sutLog()).contains("org.eclipse.jetty.server.Server").doesNotContain("Tomcat initialized");
    }
}
