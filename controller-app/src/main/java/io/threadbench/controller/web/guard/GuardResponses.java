package io.threadbench.controller.web.guard;

import io.threadbench.controller.json.Json;
import io.threadbench.controller.web.ApiErrorHandler.ApiError;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.util.HtmlUtils;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes the guard's refusals: JSON in {@link ApiError}'s format under {@code /api/}, a small self-contained
 * HTML page elsewhere (pages, the WebSocket handshake). They are written before any controller runs, so
 * neither Spring MVC's error handling nor a template is involved.
 */
final class GuardResponses {

    private static final JsonMapper JSON = Json.MAPPER;

    private GuardResponses() {}

    /** 401 for a missing or wrong token; pages explain how to get in. */
    static void unauthorized(
            HttpServletRequest request, HttpServletResponse response, String reason, AccessPolicy policy)
            throws IOException {
        response.setHeader("WWW-Authenticate", "Bearer realm=\"threadbench\"");
        String html = """
                <p>%s</p>
                <p>This Threadbench asks for its access token %s. Open the link that the controller printed when it
                started (<code>http://HOST:PORT/?token=…</code>), or enter the token here:</p>
                <form method="get"><label for="token">Access token</label>
                <fieldset role="group"><input type="password" id="token" name="token" autocomplete="current-password"
                placeholder="paste the token" required autofocus><button type="submit">Open</button></fieldset></form>
                <p>The token is <code>threadbench.access-token</code> (or <code>THREADBENCH_ACCESS_TOKEN</code>) when
                one is set; otherwise a new one is made at every start. API clients send
                <code>Authorization: Bearer TOKEN</code>.</p>
                """.formatted(
                        HtmlUtils.htmlEscape(reason),
                        policy.loopbackOnly()
                                ? "because one is configured"
                                : "because it listens on " + HtmlUtils.htmlEscape(policy.listening())
                                        + ", beyond this machine");
        write(request, response, HttpStatus.UNAUTHORIZED, reason, "Access token needed", html);
    }

    /** 403 for a request the guard refuses whatever the token: a foreign Host, a cross-origin change. */
    static void forbidden(HttpServletRequest request, HttpServletResponse response, String reason) throws IOException {
        String html = "<p>" + HtmlUtils.htmlEscape(reason) + "</p>\n";
        write(request, response, HttpStatus.FORBIDDEN, reason, "Request refused", html);
    }

    /** 400 for a request whose parameters or upload cannot even be read. */
    static void badRequest(HttpServletRequest request, HttpServletResponse response, String reason) throws IOException {
        String html = "<p>" + HtmlUtils.htmlEscape(reason) + "</p>\n";
        write(request, response, HttpStatus.BAD_REQUEST, reason, "Request not understood", html);
    }

    private static void write(
            HttpServletRequest request,
            HttpServletResponse response,
            HttpStatus status,
            String reason,
            String title,
            String htmlBody)
            throws IOException {
        response.setStatus(status.value());
        response.setHeader("Cache-Control", "no-store");
        if (AccessGuardFilter.path(request).startsWith("/api/")) {
            response.setContentType("application/json");
            response.getOutputStream()
                    .write(JSON.writeValueAsBytes(
                            new ApiError(status.value(), status.getReasonPhrase(), reason, List.of())));
            return;
        }
        response.setContentType("text/html;charset=UTF-8");
        String page = """
                <!DOCTYPE html>
                <html lang="en">
                <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
                <title>%s · Threadbench</title>
                <link rel="icon" href="/favicon.svg" type="image/svg+xml">
                <link rel="stylesheet" href="/webjars/picocss__pico/css/pico.min.css">
                <link rel="stylesheet" href="/css/app.css"></head>
                <body><header class="container site-header"><nav><ul><li><strong class="brand">Threadbench</strong></li></ul></nav></header>
                <main class="container"><article class="guard-page">
                <h1>%s</h1>
                %s</article></main></body>
                </html>
                """.formatted(title, title, htmlBody);
        response.getOutputStream().write(page.getBytes(StandardCharsets.UTF_8));
    }
}
