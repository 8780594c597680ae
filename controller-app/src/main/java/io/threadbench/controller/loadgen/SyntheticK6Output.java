package io.threadbench.controller.loadgen;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * k6's JSON output for a made-up run, produced as it is read so that a large run costs no memory: per request
 * the points k6 writes ({@code http_reqs}, {@code http_req_duration}, the phases, {@code iterations}, …), and once
 * a second {@code vus} and {@code dropped_iterations}. Latencies are log-normal around 100 ms, 1 % are errors.
 * Used to warm the controller's ingestion path before a first trial and by the ingestion harness.
 */
public final class SyntheticK6Output extends InputStream {

    private static final String[] PHASES = {
        "http_req_blocked",
        "http_req_connecting",
        "http_req_tls_handshaking",
        "http_req_sending",
        "http_req_waiting",
        "http_req_receiving"
    };
    /** Lines written per request, and extra lines once a second. */
    public static final int LINES_PER_REQUEST = 7 + PHASES.length;

    public static final int LINES_PER_SECOND = 3;

    private final long requests;
    private final int requestsPerSecond;
    private final long startNanos;
    private final SplittableRandom random = new SplittableRandom(42);
    private final StringBuilder text = new StringBuilder(4096);
    private byte[] chunk = new byte[0];
    private int position;
    private long request;

    /**
     * @param requests          requests in the made-up run
     * @param requestsPerSecond their rate, spread evenly over each second
     * @param start             when the run starts
     */
    public SyntheticK6Output(long requests, int requestsPerSecond, Instant start) {
        this.requests = requests;
        this.requestsPerSecond = requestsPerSecond;
        this.startNanos = start.getEpochSecond() * 1_000_000_000L;
    }

    @Override
    public int read() {
        if (!fill()) {
            return -1;
        }
        return chunk[position++] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        if (!fill()) {
            return -1;
        }
        int count = Math.min(length, chunk.length - position);
        System.arraycopy(chunk, position, buffer, offset, count);
        position += count;
        return count;
    }

    private boolean fill() {
        while (position == chunk.length) {
            if (request == requests) {
                return false;
            }
            chunk = nextRequest().getBytes(StandardCharsets.US_ASCII);
            position = 0;
        }
        return true;
    }

    private String nextRequest() {
        long nanos = startNanos + request * (1_000_000_000L / requestsPerSecond) + random.nextLong(5_000_000);
        String time = Instant.ofEpochSecond(nanos / 1_000_000_000L, nanos % 1_000_000_000L)
                .toString();
        double millis = Math.exp(Math.log(100) + 0.3 * random.nextGaussian());
        boolean error = random.nextInt(100) == 0;
        String tags = error
                ? "{\"expected_response\":\"false\",\"status\":\"500\"}"
                : "{\"expected_response\":\"true\",\"status\":\"200\"}";
        text.setLength(0);
        point("http_reqs", time, "1", tags);
        point("http_req_duration", time, decimal(millis), tags);
        for (String phase : PHASES) {
            point(
                    phase,
                    time,
                    phase.equals("http_req_waiting") ? decimal(millis * 0.98) : decimal(random.nextDouble() * 0.1),
                    tags);
        }
        point("http_req_failed", time, error ? "1" : "0", tags);
        point("data_sent", time, "118", "{}");
        point("data_received", time, "247", "{}");
        point("iteration_duration", time, decimal(millis + 0.2), "{}");
        point("iterations", time, "1", "{}");
        if (request % requestsPerSecond == 0) {
            point("vus", time, "200", "{}");
            point("vus_max", time, "200", "{}");
            point("dropped_iterations", time, "3", "{}");
        }
        request++;
        return text.toString();
    }

    private void point(String metric, String time, String value, String tags) {
        text.append("{\"metric\":\"")
                .append(metric)
                .append("\",\"type\":\"Point\",\"data\":{\"time\":\"")
                .append(time)
                .append("\",\"value\":")
                .append(value)
                .append(",\"tags\":")
                .append(tags)
                .append("}}\n");
    }

    private static String decimal(double value) {
        return String.format(Locale.ROOT, "%.6f", value);
    }
}
