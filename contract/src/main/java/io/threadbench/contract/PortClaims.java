package io.threadbench.contract;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ports {@link FreePort} handed out lately, in one file every Threadbench process on the machine shares (the
 * controller's and the SUT module's tests' alike): a line
 * {@code PORT EPOCH_MILLIS} each, read and rewritten under an exclusive file lock, lines older than {@link #TTL}
 * dropped. A port claimed within the TTL, by this process or another, is refused.
 */
public final class PortClaims {

    private static final System.Logger log = System.getLogger(PortClaims.class.getName());

    /** Longer than any child takes from its command line to binding its port. */
    public static final Duration TTL = Duration.ofMinutes(2);

    /** One JVM may hold a file's lock once: its threads take turns here first. */
    private static final Object IN_PROCESS = new Object();

    /** A port and the moment it was claimed; any other line (a torn or foreign one) is dropped. */
    private static final Pattern LINE = Pattern.compile("(\\d{1,5}) (\\d{1,18})");

    private final Path file;
    private final Clock clock;

    public PortClaims(Path file, Clock clock) {
        this.file = file;
        this.clock = clock;
    }

    /**
     * @return true when {@code port} was not claimed within the TTL and is claimed now; also true when the file
     *         cannot be used (then ports are handed out as the kernel picks them, as before the claims existed)
     */
    public boolean claim(int port) {
        synchronized (IN_PROCESS) {
            try (FileChannel channel = FileChannel.open(
                            file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
                    FileLock lock = channel.lock()) {
                long now = clock.millis();
                Map<Integer, Long> claims = read(channel, now - TTL.toMillis());
                if (claims.containsKey(port)) {
                    return false;
                }
                claims.put(port, now);
                write(channel, claims);
                return true;
            } catch (IOException | RuntimeException e) {
                log.log(System.Logger.Level.WARNING, "Port claims in " + file + " not used: " + e);
                return true;
            }
        }
    }

    private static Map<Integer, Long> read(FileChannel channel, long notBefore) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate((int) channel.size());
        while (bytes.hasRemaining() && channel.read(bytes, bytes.position()) > 0) {
            // a short read: go on where it stopped
        }
        Map<Integer, Long> claims = new LinkedHashMap<>();
        for (String line : new String(bytes.array(), StandardCharsets.US_ASCII).split("\n")) {
            Matcher claim = LINE.matcher(line);
            if (claim.matches() && Long.parseLong(claim.group(2)) >= notBefore) {
                claims.put(Integer.parseInt(claim.group(1)), Long.parseLong(claim.group(2)));
            }
        }
        return claims;
    }

    private static void write(FileChannel channel, Map<Integer, Long> claims) throws IOException {
        StringBuilder text = new StringBuilder();
        claims.forEach((port, at) -> text.append(port).append(' ').append(at).append('\n'));
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.US_ASCII)), 0);
    }
}
