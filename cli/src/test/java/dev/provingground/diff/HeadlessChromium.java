package dev.provingground.diff;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * A report's page as a reviewer first sees it: Debian's Chromium, headless, through its ChromeDriver (packages
 * {@code chromium} and {@code chromium-driver}, which {@code .ci/run} installs when missing), at 1400 x 1000. Started
 * with the flags a closed network needs (no background networking, no component update) and a fresh profile.
 */
final class HeadlessChromium implements AutoCloseable {

    static final int WIDTH = 1400;
    static final int HEIGHT = 1000;
    static final String CHROMIUM = "/usr/bin/chromium";
    static final String DRIVER = "/usr/bin/chromedriver";

    private final ChromeDriver driver;

    HeadlessChromium() throws java.io.IOException {
        if (!Files.isExecutable(Path.of(CHROMIUM)) || !Files.isExecutable(Path.of(DRIVER))) {
            throw new IllegalStateException("no " + CHROMIUM + " or " + DRIVER
                    + ": install Debian's chromium and chromium-driver (.ci/run does)");
        }
        ChromeOptions options = new ChromeOptions()
                .setBinary(CHROMIUM)
                .addArguments(
                        "--headless=new",
                        "--no-sandbox",
                        "--disable-gpu",
                        "--disable-quic",
                        "--no-first-run",
                        "--disable-background-networking",
                        "--disable-component-update",
                        "--disable-sync",
                        "--user-data-dir=" + Files.createTempDirectory("pg-chromium"),
                        "--window-size=" + WIDTH + "," + HEIGHT);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER))
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
    }

    /** Opens a page from a file. */
    HeadlessChromium open(Path page) {
        driver.get(page.toUri().toString());
        return this;
    }

    /** The element of that CSS selector; the test fails with the page's text when there is none. */
    WebElement element(String css) {
        var found = driver.findElements(By.cssSelector(css));
        if (found.isEmpty())
            throw new AssertionError("no " + css + " on the page:\n"
                    + driver.findElement(By.tagName("body")).getText());
        return found.get(0);
    }

    /** Whether the element is shown and ends within the first screen (the viewport before any scrolling). */
    boolean onTheFirstScreen(String css) {
        WebElement e = element(css);
        if (!e.isDisplayed()) return false;
        Number bottom = (Number)
                ((JavascriptExecutor) driver).executeScript("return arguments[0].getBoundingClientRect().bottom", e);
        Number viewport = (Number) ((JavascriptExecutor) driver).executeScript("return window.innerHeight");
        return bottom.doubleValue() <= viewport.doubleValue();
    }

    /** The first screen's text, for a failure's message. */
    String firstScreenText() {
        return driver.findElement(By.tagName("body"))
                .getText()
                .lines()
                .limit(40)
                .reduce("", (a, b) -> a + b + "\n");
    }

    @Override
    public void close() {
        driver.quit();
    }
}
