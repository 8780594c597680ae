package io.threadbench.controller.web.guard;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Pattern;

/**
 * The secret that opens the controller when it listens beyond loopback. Configured tokens must be long
 * enough to resist guessing and use only the characters of an RFC 6750 bearer token (so they fit the
 * {@code Authorization} header, a cookie and a URL unchanged); generated ones carry 256 random bits.
 */
final class AccessToken {

    static final int MIN_LENGTH = 16;
    private static final Pattern BEARER_CHARS = Pattern.compile("[A-Za-z0-9._~+/-]+=*");
    private static final SecureRandom RANDOM = new SecureRandom();

    private final String value;
    private final byte[] digest;

    private AccessToken(String value) {
        this.value = value;
        this.digest = sha256(value);
    }

    /** A fresh random token: 32 bytes from {@link SecureRandom}, URL-safe Base64 without padding (43 chars). */
    static AccessToken generate() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return new AccessToken(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
    }

    /** A configured token, checked for length and characters. */
    static AccessToken of(String value) {
        if (value.length() < MIN_LENGTH) {
            throw new InvalidAccessTokenException(
                    "the access token (threadbench.access-token / THREADBENCH_ACCESS_TOKEN) has " + value.length()
                            + " characters; it needs at least " + MIN_LENGTH);
        }
        if (!BEARER_CHARS.matcher(value).matches()) {
            throw new InvalidAccessTokenException(
                    "the access token (threadbench.access-token / THREADBENCH_ACCESS_TOKEN) may hold "
                            + "only letters, digits and - . _ ~ + / (then = at the end); it has other characters");
        }
        return new AccessToken(value);
    }

    /**
     * Whether {@code candidate} is this token. Both sides are hashed first, so the comparison takes the
     * same time whatever the candidate's length or how many of its characters are right.
     */
    boolean matches(String candidate) {
        return candidate != null && MessageDigest.isEqual(digest, sha256(candidate));
    }

    String value() {
        return value;
    }

    @Override
    public String toString() {
        return "AccessToken[hidden]";
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
