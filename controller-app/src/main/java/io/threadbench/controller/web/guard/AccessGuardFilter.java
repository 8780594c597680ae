package io.threadbench.controller.web.guard;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseCookie;
import org.springframework.http.server.ServletServerHttpRequest;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.WebUtils;

/**
 * Checks every request, in this order, before anything else of the controller sees it:
 * <ol>
 * <li>{@code Host} (loopback only): a name other than the loopback ones and {@code threadbench.allowed-hosts}
 *     is a DNS-rebinding page and gets 403;</li>
 * <li>origin of state changes: POST/PUT/PATCH/DELETE whose {@code Origin} (or, without it,
 *     {@code Sec-Fetch-Site}) shows another site or origin get 403; requests without either (curl, CLI,
 *     test clients) pass;</li>
 * <li>token (when the policy requires one): {@code Authorization: Bearer}, the cookie set by a {@code ?token=}
 *     link, else 401. A {@code ?token=} on a GET sets that cookie (HttpOnly, SameSite=Strict) and redirects to
 *     the same address without it, so the token leaves the address bar and the history.</li>
 * </ol>
 * The WebSocket handshake is an HTTP GET through this filter too, so it is guarded the same way.
 */
final class AccessGuardFilter extends OncePerRequestFilter {

    static final String TOKEN_PARAMETER = "token";
    private static final Set<String> STATE_CHANGING = Set.of("POST", "PUT", "PATCH", "DELETE");
    /** What the 401 page itself loads; nothing here is secret. */
    private static final List<String> PUBLIC_PREFIXES = List.of("/webjars/", "/css/", "/favicon.svg");

    private final AccessPolicy policy;

    AccessGuardFilter(AccessPolicy policy) {
        this.policy = policy;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String host = request.getHeader(HttpHeaders.HOST);
        if (!policy.hostAllowed(host)) {
            GuardResponses.forbidden(
                    request,
                    response,
                    "Host '" + AccessPolicy.hostName(host) + "' is not allowed; add it to threadbench.allowed-hosts");
            return;
        }
        String crossOrigin = crossOriginChange(request);
        if (crossOrigin != null) {
            GuardResponses.forbidden(request, response, crossOrigin);
            return;
        }
        if (!policy.tokenRequired() || isPublic(path(request))) {
            chain.doFilter(request, response);
            return;
        }
        String linkToken = isRead(request) ? request.getParameter(TOKEN_PARAMETER) : null;
        if (linkToken != null) {
            if (policy.token().matches(linkToken)) {
                redirectWithCookie(request, response);
            } else {
                GuardResponses.unauthorized(
                        request, response, "The token in the address is not this Threadbench's token.", policy);
            }
            return;
        }
        String bearer = bearer(request);
        if (bearer != null) {
            if (policy.token().matches(bearer)) {
                chain.doFilter(request, response);
            } else {
                GuardResponses.unauthorized(
                        request, response, "The bearer token is not this Threadbench's token.", policy);
            }
            return;
        }
        if (policy.token().matches(cookie(request))) {
            chain.doFilter(request, response);
            return;
        }
        GuardResponses.unauthorized(request, response, "An access token is required.", policy);
    }

    /** The reason to refuse a state change from another origin, or null when it may go on. */
    private static String crossOriginChange(HttpServletRequest request) {
        if (!STATE_CHANGING.contains(request.getMethod())) {
            return null;
        }
        String origin = request.getHeader(HttpHeaders.ORIGIN);
        if (origin != null) {
            return WebUtils.isSameOrigin(new ServletServerHttpRequest(request))
                    ? null
                    : "Cross-origin request refused: a page of " + origin + " may not change this Threadbench ("
                            + request.getMethod() + " " + request.getRequestURI() + ")";
        }
        // Browsers send Origin with every POST; this catches any that does not but says where it came from.
        String site = request.getHeader("Sec-Fetch-Site");
        if ("cross-site".equalsIgnoreCase(site) || "same-site".equalsIgnoreCase(site)) {
            return "Cross-origin request refused: Sec-Fetch-Site is " + site + " (" + request.getMethod() + " "
                    + request.getRequestURI() + ")";
        }
        return null;
    }

    private void redirectWithCookie(HttpServletRequest request, HttpServletResponse response) {
        ResponseCookie cookie = ResponseCookie.from(
                        cookieName(request), policy.token().value())
                .path("/")
                .httpOnly(true)
                .sameSite("Strict")
                .secure(request.isSecure())
                .build();
        response.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());
        response.setHeader(HttpHeaders.CACHE_CONTROL, "no-store");
        response.setHeader(HttpHeaders.LOCATION, addressWithoutToken(request));
        response.setStatus(HttpStatus.SEE_OTHER.value());
    }

    /** The request's path and query without any {@code token} parameter, the rest kept as it was sent. */
    static String addressWithoutToken(HttpServletRequest request) {
        String query = request.getQueryString();
        String rest = query == null
                ? ""
                : Arrays.stream(query.split("&"))
                        .filter(part -> !part.isEmpty())
                        .filter(part -> !TOKEN_PARAMETER.equals(
                                URLDecoder.decode(part.split("=", 2)[0], StandardCharsets.UTF_8)))
                        .collect(Collectors.joining("&"));
        // "//evil.example/" would be a protocol-relative Location pointing at another host
        String path = request.getRequestURI().replaceFirst("^/{2,}", "/");
        return path + (rest.isEmpty() ? "" : "?" + rest);
    }

    /**
     * Cookies are shared by every port of a host, so the name carries the port: two controllers on one
     * machine keep their own tokens.
     */
    static String cookieName(HttpServletRequest request) {
        return "threadbench-token-" + request.getLocalPort();
    }

    private static String cookie(HttpServletRequest request) {
        Cookie cookie = WebUtils.getCookie(request, cookieName(request));
        return cookie == null ? null : cookie.getValue();
    }

    private static String bearer(HttpServletRequest request) {
        String authorization = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (authorization == null
                || authorization.length() < 7
                || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        return authorization.substring(7).strip();
    }

    /**
     * The decoded, normalised path the controller will map ({@code /css/../api/x} is {@code /api/x}); the raw
     * request URI would let such a path pass as public.
     */
    static String path(HttpServletRequest request) {
        String pathInfo = request.getPathInfo();
        return request.getServletPath() + (pathInfo == null ? "" : pathInfo);
    }

    private static boolean isRead(HttpServletRequest request) {
        return "GET".equals(request.getMethod()) || "HEAD".equals(request.getMethod());
    }

    private static boolean isPublic(String path) {
        return PUBLIC_PREFIXES.stream().anyMatch(path::startsWith);
    }
}
