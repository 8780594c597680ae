package io.threadbench.controller.web.guard;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What the guard demands, decided once at start from where the controller listens ({@code server.address})
 * and the guard's properties: a token when it listens beyond loopback (configured, else generated) or when
 * one is configured anyway; a known {@code Host} name when it listens on loopback only.
 */
final class AccessPolicy {

    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]");

    private final InetAddress address;
    private final AccessToken token;
    private final boolean generated;
    private final Set<String> allowedHosts;

    private AccessPolicy(InetAddress address, AccessToken token, boolean generated, Set<String> allowedHosts) {
        this.address = address;
        this.token = token;
        this.generated = generated;
        this.allowedHosts = allowedHosts;
    }

    /**
     * @param serverAddress {@code server.address}; blank means all interfaces, as for the web server
     * @throws InvalidAccessTokenException when a configured token is too short or malformed
     */
    static AccessPolicy of(String serverAddress, GuardProperties properties) {
        InetAddress address = parse(serverAddress);
        boolean loopbackOnly = address != null && address.isLoopbackAddress();
        String configured = properties.accessToken();
        boolean configuredToken = configured != null && !configured.isBlank();
        AccessToken token =
                configuredToken ? AccessToken.of(configured.strip()) : loopbackOnly ? null : AccessToken.generate();
        Set<String> hosts = Stream.concat(LOOPBACK_NAMES.stream(), properties.allowedHosts().stream())
                .map(host -> normalise(hostName(host)))
                .filter(name -> !name.isEmpty())
                .collect(Collectors.toUnmodifiableSet());
        if (loopbackOnly) {
            hosts = Stream.concat(hosts.stream(), Stream.of(normalise(literal(address))))
                    .collect(Collectors.toUnmodifiableSet());
        }
        return new AccessPolicy(address, token, token != null && !configuredToken, hosts);
    }

    /** True when the controller listens on a loopback address only (the default, 127.0.0.1). */
    boolean loopbackOnly() {
        return address != null && address.isLoopbackAddress();
    }

    boolean tokenRequired() {
        return token != null;
    }

    /** The token every request must show; null when none is required. */
    AccessToken token() {
        return token;
    }

    /** True when no token was configured and this one was made at start (it must be announced). */
    boolean tokenGenerated() {
        return generated;
    }

    /**
     * Whether a request with this {@code Host} header may pass. Beyond loopback every name may (the token
     * guards); on loopback only the loopback names and {@code threadbench.allowed-hosts}, since a foreign
     * name means a page of another site reached us through DNS rebinding. No header (not a browser) passes.
     */
    boolean hostAllowed(String hostHeader) {
        if (!loopbackOnly() || hostHeader == null || hostHeader.isBlank()) {
            return true;
        }
        return allowedHosts.contains(normalise(hostName(hostHeader)));
    }

    /** The name part of a {@code Host} header: {@code localhost:8090} → {@code localhost}, {@code [::1]:80} → {@code [::1]}. */
    static String hostName(String hostHeader) {
        String host = hostHeader.strip();
        if (host.startsWith("[")) {
            int end = host.indexOf(']');
            return end < 0 ? host : host.substring(0, end + 1);
        }
        int colon = host.indexOf(':');
        return colon < 0 ? host : host.substring(0, colon);
    }

    /** Where the controller listens, for messages: "all interfaces" or the address. */
    String listening() {
        return address == null || address.isAnyLocalAddress() ? "all interfaces" : literal(address);
    }

    /** The host to put in the URL announced at start: loopback when listening everywhere, else the address. */
    String announcedHost() {
        return address == null || address.isAnyLocalAddress() ? "127.0.0.1" : literal(address);
    }

    private static String literal(InetAddress address) {
        String text = address.getHostAddress();
        return text.contains(":") ? "[" + text.replaceFirst("%.*$", "") + "]" : text;
    }

    private static String normalise(String host) {
        String name = host.strip().toLowerCase(Locale.ROOT);
        return name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
    }

    private static InetAddress parse(String serverAddress) {
        if (serverAddress == null || serverAddress.isBlank()) {
            return null;
        }
        try {
            return InetAddress.getByName(serverAddress.strip());
        } catch (UnknownHostException e) {
            throw new IllegalStateException("server.address '" + serverAddress + "' is not a known address", e);
        }
    }
}
