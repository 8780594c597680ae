package io.threadbench.sut;

/**
 * The endpoint contract for {@code platform-tomcat}: handlers report {@code platform} threads.
 * Posts are only validated (the default).
 */
class PlatformTomcatEndpointsTests extends EndpointContract {

    @Override
    String approach() {
        return "platform-tomcat";
    }

    @Override
    String threadKind() {
        return "platform";
    }
}
