package io.threadbench.controller.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.SameSiteAttribute;
import io.threadbench.controller.TestHttp;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The token flow in a real browser against a controller bound to all interfaces: the 401 page, the token
 * entered there, then the dashboard with its cookie: a form post (same origin) and the live WebSocket work.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "server.address=0.0.0.0")
@ExtendWith(OutputCaptureExtension.class)
class TokenLinkBrowserTests {

    private static final Path DATA = TestHttp.tempFolder("threadbench-token-browser");
    private static final Pattern ANNOUNCED =
            Pattern.compile("open http://127\\.0\\.0\\.1:\\d+/\\?token=([A-Za-z0-9_-]+)");

    @LocalServerPort
    int port;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        TestHttp.noTrialWarmup(registry);
        registry.add("threadbench.home", DATA::toString);
        registry.add(
                "threadbench.database", () -> DATA.resolve("threadbench.db").toString());
        registry.add("threadbench.scenarios-dir", () -> repoScenarios().toString());
    }

    private static Path repoScenarios() {
        String repo = System.getProperty("threadbench.repo");
        return Path.of(repo != null ? repo : "..").toAbsolutePath().normalize().resolve("scenarios");
    }

    @Test
    void tokenEnteredOnThe401PageOpensTheDashboardItsFormsAndItsLiveStream(CapturedOutput output) {
        Matcher announced = ANNOUNCED.matcher(output.getAll());
        assertThat(announced.find()).as("the generated token is logged").isTrue();
        String token = announced.group(1);

        try (BrowserSession browser = new BrowserSession()) {
            Page page = browser.page;
            Response refused = page.navigate("http://127.0.0.1:" + port + "/scenarios");
            assertThat(refused.status()).isEqualTo(401);
            assertThat(page.locator("h1")).hasText("Access token needed");

            page.locator("input[name=token]").fill(token);
            page.locator("button[type=submit]").click();
            assertThat(page).hasURL("http://127.0.0.1:" + port + "/scenarios");
            assertThat(page.locator("#scenario-smoketest")).isVisible();
            assertThat(browser.context.cookies()).anySatisfy(cookie -> {
                assertThat(cookie.name).isEqualTo("threadbench-token-" + port);
                assertThat(cookie.httpOnly).isTrue();
                assertThat(cookie.sameSite).isEqualTo(SameSiteAttribute.STRICT);
            });

            page.locator("#scenario-smoketest form[action$='/duplicate'] button")
                    .click();
            assertThat(page.locator(".flash .notice")).containsText("smoketest-copy");

            Object socket = page.evaluate("""
                    url => new Promise(done => {
                      const socket = new WebSocket(url);
                      socket.onopen = () => { socket.close(); done('open'); };
                      socket.onerror = () => done('refused');
                    })""", "ws://127.0.0.1:" + port + "/ws/live");
            assertThat(socket).isEqualTo("open");
        }
    }
}
