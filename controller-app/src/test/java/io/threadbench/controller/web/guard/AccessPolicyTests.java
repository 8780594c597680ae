package io.threadbench.controller.web.guard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which binding asks for what: loopback guards the Host name, anything wider asks for a token. */
class AccessPolicyTests {

    private static final GuardProperties NOTHING_SET = new GuardProperties(null, null);

    @Test
    void loopbackNeedsNoTokenButAKnownHost() {
        AccessPolicy policy =
                AccessPolicy.of("127.0.0.1", new GuardProperties("", List.of("Bench.LAN", "lab.example:9000")));

        assertThat(policy.tokenRequired()).isFalse();
        assertThat(policy.hostAllowed("localhost:8090")).isTrue();
        assertThat(policy.hostAllowed("LOCALHOST.")).isTrue();
        assertThat(policy.hostAllowed("[::1]:8090")).isTrue();
        assertThat(policy.hostAllowed("bench.lan:8090")).isTrue();
        assertThat(policy.hostAllowed("lab.example:8090")).isTrue(); // a port in the list is ignored, as in the header
        assertThat(policy.hostAllowed("evil.example:8090")).isFalse();
        assertThat(policy.hostAllowed("127.0.0.1.evil.example")).isFalse();
    }

    @Test
    void ipv6LoopbackAndLocalhostBindingsAreLoopbackToo() {
        assertThat(AccessPolicy.of("::1", NOTHING_SET).tokenRequired()).isFalse();
        assertThat(AccessPolicy.of("localhost", NOTHING_SET).tokenRequired()).isFalse();
        assertThat(AccessPolicy.of("127.0.0.2", NOTHING_SET).hostAllowed("127.0.0.2:8090"))
                .isTrue();
    }

    @Test
    void everyWiderBindingGetsAGeneratedTokenAndAcceptsAnyHost() {
        for (String address : new String[] {"0.0.0.0", "::", "", null, "192.0.2.10"}) {
            AccessPolicy policy = AccessPolicy.of(address, NOTHING_SET);
            assertThat(policy.tokenRequired()).as(address).isTrue();
            assertThat(policy.tokenGenerated()).as(address).isTrue();
            assertThat(policy.hostAllowed("bench.example:8090")).as(address).isTrue();
        }
        assertThat(AccessPolicy.of("0.0.0.0", NOTHING_SET).announcedHost()).isEqualTo("127.0.0.1");
        assertThat(AccessPolicy.of("192.0.2.10", NOTHING_SET).announcedHost()).isEqualTo("192.0.2.10");
        assertThat(AccessPolicy.of("192.0.2.10", NOTHING_SET).listening()).isEqualTo("192.0.2.10");
    }

    @Test
    void blankTokenCountsAsUnset() {
        // compose passes THREADBENCH_ACCESS_TOKEN empty when the host has none
        AccessPolicy policy = AccessPolicy.of("0.0.0.0", new GuardProperties("  ", null));

        assertThat(policy.tokenGenerated()).isTrue();
        assertThat(policy.token().value()).hasSize(43);
    }

    @Test
    void configuredTokenIsUsedAsIsAndNotAnnounced() {
        AccessPolicy policy = AccessPolicy.of("0.0.0.0", new GuardProperties(" configured-token-0123 ", null));

        assertThat(policy.tokenGenerated()).isFalse();
        assertThat(policy.token().matches("configured-token-0123")).isTrue();
    }

    @Test
    void hostNameIsTheHeaderWithoutItsPort() {
        assertThat(AccessPolicy.hostName("localhost:8090")).isEqualTo("localhost");
        assertThat(AccessPolicy.hostName("[::1]:8090")).isEqualTo("[::1]");
        assertThat(AccessPolicy.hostName("example.org")).isEqualTo("example.org");
    }
}
