package io.threadbench.sut.upstream;

import java.nio.charset.StandardCharsets;

/**
 * An upstream answer passed on as is.
 *
 * @param body JSON bytes of the answer
 * @param hops the upstream's own {@code X-Upstream-Hops} (0 when it answered by itself)
 */
public record UpstreamReply(byte[] body, int hops) {

    public static final String HOPS_HEADER = "X-Upstream-Hops";

    static int hopsOf(String header) {
        try {
            return header == null ? 0 : Integer.parseInt(header);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The body as a number, for endpoints whose answer is one ({@code /epoch-millis}). */
    public long bodyAsLong() {
        try {
            return Long.parseLong(new String(body, StandardCharsets.US_ASCII).trim());
        } catch (NumberFormatException e) {
            throw new UpstreamException("upstream answered with a non-number body");
        }
    }
}
