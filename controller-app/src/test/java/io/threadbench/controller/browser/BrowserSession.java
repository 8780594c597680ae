package io.threadbench.controller.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import io.threadbench.controller.ChromiumLocator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The machine's headless Chromium ({@link ChromiumLocator}) driven by Playwright (no browser download): one browser per test class,
 * with a downloads-enabled context. Screenshots go to {@code $THREADBENCH_SCREENSHOTS} when it is set
 * (e.g. {@code docs/screenshots}), else to {@code target/screenshots}.
 */
final class BrowserSession implements AutoCloseable {

    private final Playwright playwright;
    private final Browser browser;
    final BrowserContext context;
    final Page page;

    BrowserSession() {
        playwright = Playwright.create(
                new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        try {
            browser = launch(playwright);
        } catch (RuntimeException e) {
            playwright.close(); // else its driver process outlives the test and confuses later ones
            throw e;
        }
        context = browser.newContext(
                new Browser.NewContextOptions().setAcceptDownloads(true).setViewportSize(1280, 900));
        page = context.newPage();
        page.setDefaultTimeout(15_000);
    }

    private static Browser launch(Playwright playwright) {
        return playwright
                .chromium()
                .launch(new BrowserType.LaunchOptions()
                        .setExecutablePath(ChromiumLocator.chromium())
                        .setHeadless(true)
                        .setArgs(List.of(
                                "--no-sandbox",
                                "--disable-gpu",
                                "--disable-background-networking",
                                "--disable-component-update")));
    }

    /** Saves a full-page screenshot of the main page as {@code NAME.png}. */
    Path screenshot(String name) {
        Path file = screenshotPath(name);
        page.screenshot(new Page.ScreenshotOptions().setPath(file).setFullPage(true));
        return file;
    }

    /** Where a screenshot called {@code NAME.png} goes (the folder is created). */
    Path screenshotPath(String name) {
        String configured = System.getenv("THREADBENCH_SCREENSHOTS");
        Path folder =
                configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("target", "screenshots");
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return folder.resolve(name + ".png");
    }

    @Override
    public void close() {
        context.close();
        browser.close();
        playwright.close();
    }
}
