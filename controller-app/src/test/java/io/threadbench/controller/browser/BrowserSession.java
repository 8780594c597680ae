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
import java.util.regex.Pattern;

/**
 * The machine's headless Chromium ({@link ChromiumLocator}) driven by Playwright (no browser download): one browser per
 * session, with a downloads-enabled context. Screenshots go to {@code $THREADBENCH_SCREENSHOTS} when it is set (e.g.
 * {@code docs/screenshots}), else to {@code target/screenshots}.
 *
 * <p>One browser per test JVM was tried and not kept: a full run's Chromium and driver CPU went from 54 s to 64 s,
 * since an idle Chromium kept alive for minutes costs more than the starts it saves (about 3 s of CPU each).
 */
public final class BrowserSession implements AutoCloseable {

    /**
     * What a finished benchmark's badge says when every trial ran: "succeeded", or "finished, with doubts" when a trial
     * raised a trust flag, as one may on a busy machine.
     */
    public static final Pattern FINISHED = Pattern.compile("succeeded|finished, with doubts");

    private final Chromium chromium;
    public final BrowserContext context;
    public final Page page;

    public BrowserSession() {
        chromium = Chromium.launch();
        try {
            context = chromium.browser.newContext(
                    new Browser.NewContextOptions().setAcceptDownloads(true).setViewportSize(1280, 900));
        } catch (RuntimeException e) {
            chromium.close();
            throw e;
        }
        page = context.newPage();
        page.setDefaultTimeout(15_000);
    }

    /** A Playwright driver and the Chromium it launched. */
    private record Chromium(Playwright playwright, Browser browser) {

        static Chromium launch() {
            Playwright playwright = Playwright.create(
                    new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
            try {
                return new Chromium(
                        playwright,
                        playwright
                                .chromium()
                                .launch(new BrowserType.LaunchOptions()
                                        .setExecutablePath(ChromiumLocator.chromium())
                                        .setHeadless(true)
                                        .setArgs(List.of(
                                                "--no-sandbox",
                                                "--disable-gpu",
                                                "--disable-background-networking",
                                                "--disable-component-update"))));
            } catch (RuntimeException e) {
                playwright.close(); // else its driver process outlives the test and confuses later ones
                throw e;
            }
        }

        void close() {
            browser.close();
            playwright.close();
        }
    }

    /** Saves a full-page screenshot of the main page as {@code NAME.png}. */
    public Path screenshot(String name) {
        Path file = screenshotPath(name);
        page.screenshot(new Page.ScreenshotOptions().setPath(file).setFullPage(true));
        return file;
    }

    /** Where a screenshot called {@code NAME.png} goes (the folder is created). */
    public Path screenshotPath(String name) {
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
        chromium.close();
    }
}
