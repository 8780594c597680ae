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
 * The machine's headless Chromium ({@link ChromiumLocator}) driven by Playwright (no browser download), with a
 * downloads-enabled context of its own for each session. Screenshots go to {@code $THREADBENCH_SCREENSHOTS} when it is
 * set (e.g. {@code docs/screenshots}), else to {@code target/screenshots}.
 *
 * <p>In the test JVMs of the classes that share the machine ({@code threadbench.test.shared-browser=true}, set in
 * controller-app's pom) the sessions of all classes share one Playwright driver and one Chromium, started by the first
 * and closed when the JVM exits: each start costs about 3 s of CPU (the driver's Node.js and Chromium's processes).
 * The driver is then a child of the test JVM between classes; {@link #isBrowserDriver} tells the checks for leftover
 * children. Elsewhere (the quiet classes, whose figures an idle Chromium should not share the machine with) each session
 * starts its own and closes it.
 */
public final class BrowserSession implements AutoCloseable {

    private static final boolean SHARED = Boolean.getBoolean("threadbench.test.shared-browser");

    private static Chromium shared;

    private final Chromium chromium;
    public final BrowserContext context;
    public final Page page;

    public BrowserSession() {
        chromium = SHARED ? sharedChromium() : Chromium.launch();
        try {
            context = chromium.browser.newContext(
                    new Browser.NewContextOptions().setAcceptDownloads(true).setViewportSize(1280, 900));
        } catch (RuntimeException e) {
            if (!SHARED) {
                chromium.close();
            }
            throw e;
        }
        page = context.newPage();
        page.setDefaultTimeout(15_000);
    }

    /** Whether {@code process} is the Playwright driver (Node.js) of a browser session; Chromium runs under it. */
    public static boolean isBrowserDriver(ProcessHandle process) {
        return process.info().command().orElse("").contains("playwright-java-");
    }

    private static synchronized Chromium sharedChromium() {
        if (shared == null || !shared.browser.isConnected()) {
            Chromium launched = Chromium.launch();
            Runtime.getRuntime().addShutdownHook(new Thread(launched::closeAtExit, "close-shared-browser"));
            shared = launched;
        }
        return shared;
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

        /** At the JVM's exit, from a thread of its own: a failure to close leaves nothing behind, the driver ends with its pipe. */
        void closeAtExit() {
            try {
                close();
            } catch (RuntimeException e) {
                System.err.println("the shared browser did not close: " + e.getMessage());
            }
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

    /** Closes this session's context; the browser too, unless it is the JVM's shared one. */
    @Override
    public void close() {
        context.close();
        if (!SHARED) {
            chromium.close();
        }
    }
}
