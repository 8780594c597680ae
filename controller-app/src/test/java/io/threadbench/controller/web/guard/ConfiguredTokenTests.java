package io.threadbench.controller.web.guard;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** A token configured explicitly is enforced even on loopback, and never printed. */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"server.address=127.0.0.1", "threadbench.access-token=" + ConfiguredTokenTests.TOKEN})
@ExtendWith(OutputCaptureExtension.class)
class ConfiguredTokenTests extends GuardTestSupport {

    static final String TOKEN = "configured-token-0123456789";

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        data(registry, "threadbench-guard-configured");
    }

    @Test
    void configuredTokenIsRequiredOnLoopback() {
        assertThat(send(request("/api/scenarios")).statusCode()).isEqualTo(401);
        assertThat(page("/").body()).contains("because one is configured");
        assertThat(send(request("/api/scenarios").header("Authorization", "bearer " + TOKEN))
                        .statusCode())
                .isEqualTo(200);
        assertThat(page("/?token=" + TOKEN).statusCode()).isEqualTo(303);
    }

    @Test
    void tokenDoesNotExcuseACrossOriginChange() {
        var response = duplicateSmoketest(
                "token-but-evil", "Authorization", "Bearer " + TOKEN, "Origin", "https://evil.example");

        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(send(request("/api/scenarios/token-but-evil").header("Authorization", "Bearer " + TOKEN))
                        .statusCode())
                .isEqualTo(404);
    }

    @Test
    void configuredTokenIsMentionedButNotLogged(CapturedOutput output) {
        assertThat(output.getAll())
                .contains("needs the access token of threadbench.access-token")
                .doesNotContain(TOKEN);
    }
}
