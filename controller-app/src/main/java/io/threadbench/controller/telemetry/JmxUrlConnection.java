package io.threadbench.controller.telemetry;

import java.io.IOException;
import java.net.MalformedURLException;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * The JMX service URL of a JVM that runs elsewhere (a running target, DESIGN §3a): connected with retries for a
 * while, since a remote agent may be briefly busy, and given up with a reason a user can read.
 */
record JmxUrlConnection(String url, Duration timeout) {

    private static final Duration RETRY_PAUSE = Duration.ofMillis(500);

    JMXConnector connect(BooleanSupplier cancelled) throws JvmAttacher.AttachFailure {
        JMXServiceURL address;
        try {
            address = new JMXServiceURL(url);
        } catch (MalformedURLException e) {
            throw new JvmAttacher.AttachFailure("'" + url + "' is not a JMX service URL");
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            try {
                return JMXConnectorFactory.connect(address);
            } catch (IOException | SecurityException e) {
                if (cancelled.getAsBoolean() || System.nanoTime() > deadline) {
                    throw new JvmAttacher.AttachFailure("could not connect to the JMX service URL " + url + " within "
                            + timeout.toSeconds() + " s: " + e.getMessage());
                }
            }
            try {
                Thread.sleep(RETRY_PAUSE);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new JvmAttacher.AttachFailure("cancelled before " + url + " was reached");
            }
        }
    }
}
