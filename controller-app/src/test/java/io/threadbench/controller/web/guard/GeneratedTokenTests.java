package io.threadbench.controller.web.guard;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The controller bound to all interfaces ({@code 0.0.0.0}) with no token configured: it makes one, logs the
 * URL to open, and refuses pages, API and WebSocket without it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "server.address=0.0.0.0")
@ExtendWith(OutputCaptureExtension.class)
class GeneratedTokenTests extends GuardTestSupport {

    private static final Pattern ANNOUNCED = Pattern.compile(
            "listens on all interfaces and needs its access token: open http://127\\.0\\.0\\.1:(\\d+)/\\?token=([A-Za-z0-9_-]+)");

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        data(registry, "threadbench-guard-generated");
    }

    /** The token as the start-up log announced it (the output since this class's context started). */
    private String announcedToken(CapturedOutput output) {
        Matcher line = ANNOUNCED.matcher(output.getAll());
        assertThat(line.find())
                .as("start-up log announces the URL with the token:%n%s", output.getAll())
                .isTrue();
        assertThat(Integer.parseInt(line.group(1))).isEqualTo(port);
        return line.group(2);
    }

    @Test
    void generatedTokenIsLoggedInTheUrlToOpenAndIsLongAndRandom(CapturedOutput output) {
        String token = announcedToken(output);

        assertThat(token).hasSizeGreaterThanOrEqualTo(22); // 22 URL-safe Base64 chars = 128 bits; ours are 43
        assertThat(send(request("/api/scenarios").header("Authorization", "Bearer " + token))
                        .statusCode())
                .isEqualTo(200);
    }

    @Test
    void pageWithoutTokenGetsAFriendly401Page() {
        HttpResponse<String> response = page("/scenarios");

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("text/html"));
        assertThat(response.body())
                .contains(
                        "Access token needed",
                        "An access token is required",
                        "listens on all interfaces",
                        "?token=",
                        "THREADBENCH_ACCESS_TOKEN",
                        "<form method=\"get\">");
    }

    @Test
    void apiWithoutTokenGets401InTheApiErrorFormat() {
        HttpResponse<String> response = send(request("/api/scenarios"));

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"threadbench\"");
        assertThat(json(response).get("status").asInt()).isEqualTo(401);
        assertThat(json(response).get("error").asString()).isEqualTo("Unauthorized");
        assertThat(json(response).get("message").asString()).isEqualTo("An access token is required.");
    }

    @Test
    void webSocketHandshakeNeedsTheToken(CapturedOutput output) {
        String token = announcedToken(output);

        assertThat(webSocketHandshake()).isEqualTo(401);
        assertThat(webSocketHandshake("Authorization", "Bearer wrong-token-of-enough-length"))
                .isEqualTo(401);
        assertThat(webSocketHandshake("Authorization", "Bearer " + token)).isEqualTo(101);
    }

    @Test
    void wrongTokensGet401() {
        assertThat(send(request("/api/scenarios").header("Authorization", "Bearer not-the-token-at-all"))
                        .statusCode())
                .isEqualTo(401);
        HttpResponse<String> link = page("/?token=not-the-token-at-all");
        assertThat(link.statusCode()).isEqualTo(401);
        assertThat(link.body()).contains("The token in the address is not this Threadbench");
        assertThat(link.headers().firstValue("Set-Cookie")).isEmpty();
        assertThat(page("/", "Cookie", "threadbench-token-" + port + "=not-the-token-at-all")
                        .statusCode())
                .isEqualTo(401);
    }

    @Test
    void tokenLinkSetsAStrictHttpOnlyCookieAndRedirectsWithoutTheToken(CapturedOutput output) {
        String token = announcedToken(output);

        HttpResponse<String> link = page("/benchmarks?status=SUCCEEDED&token=" + token + "&page=1");

        assertThat(link.statusCode()).isEqualTo(303);
        assertThat(link.headers().firstValue("Location")).hasValue("/benchmarks?status=SUCCEEDED&page=1");
        String setCookie = link.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(setCookie)
                .startsWith("threadbench-token-" + port + "=" + token + ";")
                .contains("HttpOnly", "SameSite=Strict", "Path=/");
        String cookie = setCookie.substring(0, setCookie.indexOf(';'));
        HttpResponse<String> withCookie = page("/benchmarks?status=SUCCEEDED&page=1", "Cookie", cookie);
        assertThat(withCookie.statusCode()).isEqualTo(200);
        assertThat(withCookie.body()).contains("History");
    }

    @Test
    void redirectNeverLeavesThisHost(CapturedOutput output) {
        String token = announcedToken(output);

        RawResponse response = rawGet("//evil.example/?token=" + token, "127.0.0.1:" + port);

        assertThat(response.status()).isEqualTo(303);
        assertThat(response.text()).contains("\r\nLocation: /evil.example/\r\n");
    }

    @Test
    void stylesOfThe401PageArePublicButNothingElseIs() {
        assertThat(send(request("/css/app.css")).statusCode()).isEqualTo(200);
        assertThat(send(request("/webjars/picocss__pico/css/pico.min.css")).statusCode())
                .isEqualTo(200);
        assertThat(send(request("/js/home.js")).statusCode()).isEqualTo(401);
        // a path that only looks public is mapped after normalisation, and so is guarded
        assertThat(rawGet("/css/../api/scenarios", "127.0.0.1:" + port).status())
                .isEqualTo(401);
    }
}
