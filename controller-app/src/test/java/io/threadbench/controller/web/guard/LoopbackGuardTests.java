package io.threadbench.controller.web.guard;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The default binding (loopback) with no token: nothing changes for the user, but pages of other sites may
 * neither change anything (CSRF) nor reach the API under a name of their own (DNS rebinding).
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"server.address=127.0.0.1", "threadbench.allowed-hosts=bench.lan,Lab-Box.example"})
class LoopbackGuardTests extends GuardTestSupport {

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        data(registry, "threadbench-guard-loopback");
    }

    @Test
    void noTokenIsNeededOnLoopback() {
        assertThat(page("/").statusCode()).isEqualTo(200);
        assertThat(send(request("/api/scenarios")).statusCode()).isEqualTo(200);
        assertThat(webSocketHandshake()).isEqualTo(101);
    }

    @Test
    void crossOriginPostIsRefusedAndChangesNothing() {
        HttpResponse<String> response = duplicateSmoketest("evil-copy", "Origin", "http://evil.example");

        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(json(response).get("message").asString())
                .startsWith(
                        "Cross-origin request refused: a page of http://evil.example may not change this Threadbench");
        assertThat(send(request("/api/scenarios/evil-copy")).statusCode()).isEqualTo(404);
    }

    @Test
    void otherPortOfLoopbackIsAnotherOriginToo() {
        HttpResponse<String> response = duplicateSmoketest("other-port-copy", "Origin", "http://127.0.0.1:1");

        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(send(request("/api/scenarios/other-port-copy")).statusCode()).isEqualTo(404);
    }

    @Test
    void crossSiteFetchWithoutOriginIsRefused() {
        HttpResponse<String> response = duplicateSmoketest("fetch-copy", "Sec-Fetch-Site", "cross-site");

        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(json(response).get("message").asString()).contains("Sec-Fetch-Site is cross-site");
        assertThat(send(request("/api/scenarios/fetch-copy")).statusCode()).isEqualTo(404);
    }

    @Test
    void sameOriginPostGoesThrough() {
        HttpResponse<String> response = duplicateSmoketest(
                "same-origin-copy", "Origin", "http://127.0.0.1:" + port, "Sec-Fetch-Site", "same-origin");

        assertThat(response.statusCode()).isEqualTo(201);
        assertThat(send(request("/api/scenarios/same-origin-copy")).statusCode())
                .isEqualTo(200);
    }

    @Test
    void postWithoutOriginGoesThrough() {
        assertThat(duplicateSmoketest("curl-copy").statusCode()).isEqualTo(201);
        assertThat(send(request("/api/scenarios/curl-copy")).statusCode()).isEqualTo(200);
    }

    @Test
    void crossOriginGetIsAllowedBecauseItChangesNothing() {
        assertThat(page("/scenarios", "Origin", "http://evil.example").statusCode())
                .isEqualTo(200);
    }

    @Test
    void crossOriginWebSocketHandshakeIsRefused() {
        assertThat(webSocketHandshake("Origin", "http://evil.example")).isEqualTo(403);
        assertThat(webSocketHandshake("Origin", "http://127.0.0.1:" + port)).isEqualTo(101);
    }

    @Test
    void foreignHostIsRefusedWithTheWayOut() {
        RawResponse page = rawGet("/", "evil.example:" + port);
        RawResponse api = rawGet("/api/scenarios", "evil.example");

        assertThat(page.status()).isEqualTo(403);
        assertThat(page.text())
                .contains("Host &#39;evil.example&#39; is not allowed; add it to threadbench.allowed-hosts");
        assertThat(api.status()).isEqualTo(403);
        assertThat(api.text())
                .contains("\"message\":\"Host 'evil.example' is not allowed; add it to threadbench.allowed-hosts\"");
    }

    @Test
    void loopbackNamesAndAllowedHostsPass() {
        assertThat(rawGet("/api/scenarios", "localhost:" + port).status()).isEqualTo(200);
        assertThat(rawGet("/api/scenarios", "127.0.0.1").status()).isEqualTo(200);
        assertThat(rawGet("/api/scenarios", "[::1]:" + port).status()).isEqualTo(200);
        assertThat(rawGet("/api/scenarios", "bench.lan:" + port).status()).isEqualTo(200);
        assertThat(rawGet("/api/scenarios", "lab-box.example").status()).isEqualTo(200);
        assertThat(rawGet("/api/scenarios", "localhost.evil.example").status()).isEqualTo(403);
    }

    /** Found by a schemathesis fuzz run: Tomcat refuses such a query string with an exception, once a 500. */
    @Test
    void aParameterWithoutANameIsA400WithItsReasonOnApiAndPages() {
        for (String path : java.util.List.of(
                "/api/benchmarks?=x", "/api/benchmarks?&=1", "/api/benchmarks/1/results.csv?=x", "/heatmap?=x")) {
            HttpResponse<String> response = send(request(path));
            assertThat(response.statusCode()).as(path).isEqualTo(400);
            assertThat(response.body()).as(path).contains("parameter without a name");
        }
        HttpResponse<String> post = send(request("/api/scenarios/smoketest/duplicate?=x")
                .POST(java.net.http.HttpRequest.BodyPublishers.noBody()));
        assertThat(post.statusCode()).isEqualTo(400);
        assertThat(json(post).get("message").asString()).isEqualTo(MalformedInputFilter.NAMELESS_PARAMETER);
        assertThat(page("/benchmarks?=x").body()).contains("<h1>Request not understood</h1>");
    }

    @Test
    void aBrokenUploadIsA400ThatSaysSo() {
        HttpResponse<String> response = send(request("/scenarios/import")
                .header("Content-Type", "multipart/form-data; boundary=XX")
                .header("Accept", "text/html")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(
                        "--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.yaml\"\r\n\r\nabc")));

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("the upload is not a well-formed multipart form");
    }
}
