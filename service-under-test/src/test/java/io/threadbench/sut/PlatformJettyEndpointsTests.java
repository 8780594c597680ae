package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The endpoint contract for {@code platform-jetty}: Spring MVC on Jetty 12, handlers report {@code platform}
 * threads. Posts are only validated (the default).
 */
class PlatformJettyEndpointsTests extends EndpointContract {

    @Override
    String approach() {
        return "platform-jetty";
    }

    @Override
    String threadKind() {
        return "platform";
    }

    @Test
    void jettyServesNotTomcat() {
        assertThat(sutLog()).contains("org.eclipse.jetty.server.Server").doesNotContain("Tomcat initialized");
    }
}
