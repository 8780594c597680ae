package io.threadbench.controller.loadgen;

import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;

/**
 * Reads one line of k6's {@code --out json} output in place, without building a JSON tree or a String:
 * the reader must keep up with k6 (DESIGN §6, §11). It relies on the layout k6 writes,
 * {@code {"metric":"NAME","type":"Point","data":{"time":"RFC3339","value":N,"tags":{...}}}}, and finds the
 * fields it needs by their keys; every other line (metric declarations, other metrics) is skipped after a
 * look at its first bytes. Results of the last {@link #parse} are in the getters. Not thread-safe: one
 * parser per reader thread.
 */
final class K6SampleParser {

    /** What a line holds. */
    enum Kind {
        REQUEST,
        DROPPED_ITERATIONS,
        CLOCK,
        /** The script's note on an unexpected 3xx ({@code tb_unexpected_redirect}): its status and location. */
        REDIRECT_NOTE,
        OTHER,
        MALFORMED
    }

    private static final byte[] POINT_PREFIX = ascii("{\"metric\":\"");
    private static final byte[] REQUEST_METRIC = ascii("http_req_duration\"");
    private static final byte[] DROPPED_METRIC = ascii("dropped_iterations\"");
    /** k6 writes the {@code vus} gauge every second, requests or not: a clock for completing seconds. */
    private static final byte[] CLOCK_METRIC = ascii("vus\"");

    private static final byte[] REDIRECT_NOTE_METRIC = ascii("tb_unexpected_redirect\"");
    private static final byte[] NOTE_KEY = ascii("\"tb_message\":\"");

    private static final byte[] TIME_KEY = ascii("\"time\":\"");
    private static final byte[] VALUE_KEY = ascii("\"value\":");
    private static final byte[] EXPECTED_KEY = ascii("\"expected_response\":\"");
    private static final byte[] STATUS_KEY = ascii("\"status\":\"");
    private static final byte[] ERROR_CODE_KEY = ascii("\"error_code\":\"");
    private static final byte[] ERROR_KEY = ascii("\"error\":\"");
    private static final int DATE_TIME_LENGTH = "2026-01-31T23:59:59".length();

    private final byte[] cachedDateTime = new byte[DATE_TIME_LENGTH];
    private long cachedLocalEpochSecond = Long.MIN_VALUE;

    private long epochMillis;
    private long thousandths;
    private int status;
    private boolean expected;
    private int errorCode;
    /** Where the last request's tags lie, for {@link #errorMessage()}, which reads them only when asked. */
    private byte[] line;

    private int tagsFrom;
    private int tagsTo;

    /** Parses {@code line[from, to)} (without the newline). */
    Kind parse(byte[] line, int from, int to) {
        if (!startsWith(line, from, to, POINT_PREFIX)) {
            return Kind.OTHER;
        }
        int name = from + POINT_PREFIX.length;
        Kind kind;
        int afterName;
        if (startsWith(line, name, to, REQUEST_METRIC)) {
            kind = Kind.REQUEST;
            afterName = name + REQUEST_METRIC.length;
        } else if (startsWith(line, name, to, DROPPED_METRIC)) {
            kind = Kind.DROPPED_ITERATIONS;
            afterName = name + DROPPED_METRIC.length;
        } else if (startsWith(line, name, to, CLOCK_METRIC)) {
            kind = Kind.CLOCK;
            afterName = name + CLOCK_METRIC.length;
        } else if (startsWith(line, name, to, REDIRECT_NOTE_METRIC)) {
            kind = Kind.REDIRECT_NOTE;
            afterName = name + REDIRECT_NOTE_METRIC.length;
        } else {
            return Kind.OTHER;
        }
        int time = indexOf(line, afterName, to, TIME_KEY);
        if (time < 0 || !parseTime(line, time + TIME_KEY.length, to)) {
            return Kind.MALFORMED;
        }
        if (kind == Kind.CLOCK) {
            return kind;
        }
        int value = indexOf(line, time, to, VALUE_KEY);
        if (value < 0 || !parseThousandths(line, value + VALUE_KEY.length, to)) {
            return Kind.MALFORMED;
        }
        if (kind == Kind.REQUEST) {
            parseTags(line, value, to);
        } else if (kind == Kind.REDIRECT_NOTE) {
            this.line = line;
            tagsFrom = value;
            tagsTo = to;
        }
        return kind;
    }

    /** The sample's own timestamp. */
    long epochMillis() {
        return epochMillis;
    }

    /** The value × 1000, rounded half up: microseconds for durations in milliseconds. */
    long thousandths() {
        return thousandths;
    }

    /** HTTP status, 0 when the request got no response. */
    int status() {
        return status;
    }

    /** k6's {@code error_code} tag of a failed request (1212: connection refused, 1500: HTTP 500), else 0. */
    int errorCode() {
        return errorCode;
    }

    /**
     * k6's {@code error} tag of the last request (its message, JSON escapes undone), or null without one. Valid
     * only until the next {@link #parse}: it reads the line in place, so it is asked once per error kind.
     */
    String errorMessage() {
        return tag(ERROR_KEY);
    }

    /** The message of a {@link Kind#REDIRECT_NOTE}, e.g. {@code HTTP 302 to /second (from GET /search)}. */
    String noteMessage() {
        return tag(NOTE_KEY);
    }

    private String tag(byte[] key) {
        int at = indexOf(line, tagsFrom, tagsTo, key);
        if (at < 0) {
            return null;
        }
        StringBuilder message = new StringBuilder();
        for (int i = at + key.length; i < tagsTo; i++) {
            byte b = line[i];
            if (b == '"') {
                break;
            }
            if (b == '\\' && i + 1 < tagsTo) {
                byte escaped = line[++i];
                message.append(escaped == 'n' ? '\n' : escaped == 't' ? '\t' : (char) escaped);
                continue;
            }
            message.append((char) (b & 0xff));
        }
        // the bytes are UTF-8: decode what was copied byte by byte
        return new String(message.toString().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
    }

    /** k6's {@code expected_response} tag (2xx with Threadbench's script); derived from the status if absent. */
    boolean expected() {
        return expected;
    }

    private void parseTags(byte[] line, int from, int to) {
        int statusAt = indexOf(line, from, to, STATUS_KEY);
        int code = 0;
        if (statusAt >= 0) {
            for (int i = statusAt + STATUS_KEY.length; i < to && isDigit(line[i]); i++) {
                code = code * 10 + (line[i] - '0');
            }
        }
        status = code;
        int expectedAt = indexOf(line, from, to, EXPECTED_KEY);
        int flag = expectedAt + EXPECTED_KEY.length;
        expected = expectedAt >= 0 && flag < to ? line[flag] == 't' : code >= 200 && code <= 299;
        errorCode = 0;
        this.line = line;
        tagsFrom = from;
        tagsTo = to;
        if (!expected) {
            int errorCodeAt = indexOf(line, from, to, ERROR_CODE_KEY);
            if (errorCodeAt >= 0) {
                for (int i = errorCodeAt + ERROR_CODE_KEY.length; i < to && isDigit(line[i]); i++) {
                    errorCode = errorCode * 10 + (line[i] - '0');
                }
            }
        }
    }

    /** RFC 3339 with optional fraction and a {@code Z} or {@code ±hh:mm} offset, as Go writes it. */
    private boolean parseTime(byte[] line, int at, int to) {
        int dateTimeEnd = at + DATE_TIME_LENGTH;
        if (dateTimeEnd >= to) {
            return false;
        }
        if (!Arrays.equals(line, at, dateTimeEnd, cachedDateTime, 0, DATE_TIME_LENGTH)) {
            // a new second: worth the full conversion, which happens about once per second of samples
            try {
                LocalDateTime local = LocalDateTime.of(
                        digits(line, at, 4),
                        digits(line, at + 5, 2),
                        digits(line, at + 8, 2),
                        digits(line, at + 11, 2),
                        digits(line, at + 14, 2),
                        digits(line, at + 17, 2));
                cachedLocalEpochSecond = local.toEpochSecond(ZoneOffset.UTC);
            } catch (RuntimeException notADateTime) {
                return false;
            }
            System.arraycopy(line, at, cachedDateTime, 0, DATE_TIME_LENGTH);
        }
        int i = dateTimeEnd;
        int millis = 0;
        if (line[i] == '.') {
            int digits = 0;
            for (i++; i < to && isDigit(line[i]); i++) {
                if (digits++ < 3) {
                    millis = millis * 10 + (line[i] - '0');
                }
            }
            for (; digits < 3; digits++) {
                millis *= 10;
            }
        }
        if (i >= to) {
            return false;
        }
        long offsetSeconds;
        byte zone = line[i];
        if (zone == 'Z') {
            offsetSeconds = 0;
        } else if ((zone == '+' || zone == '-') && i + 6 <= to && line[i + 3] == ':') {
            long offset = digits(line, i + 1, 2) * 3600L + digits(line, i + 4, 2) * 60L;
            offsetSeconds = zone == '+' ? offset : -offset;
        } else {
            return false;
        }
        epochMillis = (cachedLocalEpochSecond - offsetSeconds) * 1000 + millis;
        return true;
    }

    /** A JSON number × 1000 rounded half up; plain decimals fast, exponents through {@link Double}. */
    private boolean parseThousandths(byte[] line, int at, int to) {
        int i = at;
        boolean negative = i < to && line[i] == '-';
        if (negative) {
            i++;
        }
        long whole = 0;
        int start = i;
        for (; i < to && isDigit(line[i]); i++) {
            whole = whole * 10 + (line[i] - '0');
        }
        if (i == start || whole > Long.MAX_VALUE / 10_000) {
            return false;
        }
        long fraction = 0;
        int fractionDigits = 0;
        if (i < to && line[i] == '.') {
            for (i++; i < to && isDigit(line[i]); i++) {
                if (fractionDigits < 4) {
                    fraction = fraction * 10 + (line[i] - '0');
                    fractionDigits++;
                }
            }
        }
        if (i < to && (line[i] == 'e' || line[i] == 'E')) {
            return parseExponent(line, at, to);
        }
        for (; fractionDigits < 4; fractionDigits++) {
            fraction *= 10;
        }
        long result = whole * 1000 + (fraction + 5) / 10;
        thousandths = negative ? -result : result;
        return true;
    }

    private boolean parseExponent(byte[] line, int at, int to) {
        int end = at;
        while (end < to && line[end] != ',' && line[end] != '}') {
            end++;
        }
        try {
            thousandths =
                    Math.round(Double.parseDouble(new String(line, at, end - at, StandardCharsets.US_ASCII)) * 1000);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static int digits(byte[] line, int at, int count) {
        int value = 0;
        for (int i = at; i < at + count; i++) {
            if (!isDigit(line[i])) {
                throw new IllegalArgumentException("not a digit");
            }
            value = value * 10 + (line[i] - '0');
        }
        return value;
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    private static boolean startsWith(byte[] line, int at, int to, byte[] prefix) {
        return to - at >= prefix.length && Arrays.equals(line, at, at + prefix.length, prefix, 0, prefix.length);
    }

    private static int indexOf(byte[] line, int from, int to, byte[] key) {
        byte first = key[0];
        for (int i = from, last = to - key.length; i <= last; i++) {
            if (line[i] == first && Arrays.equals(line, i, i + key.length, key, 0, key.length)) {
                return i;
            }
        }
        return -1;
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
