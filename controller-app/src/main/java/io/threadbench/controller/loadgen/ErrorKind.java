package io.threadbench.controller.loadgen;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * Why a request failed, from k6's {@code error_code} and the HTTP status: the network failures a server at its
 * limit causes (refused, reset, dial and request time-outs) and the HTTP status classes. Each kind is a summary
 * metric {@code errors_<id>} and a column of the per-second error counts.
 */
public enum ErrorKind {
    /** k6 1050: no complete answer within the request's timeout. */
    REQUEST_TIMEOUT,
    /** k6 1211: the TCP connect did not complete in time (a full accept queue drops SYNs). */
    DIAL_TIMEOUT,
    /** k6 1212: nothing listens, or the listener refused (a dead SUT, a closed port). */
    REFUSED,
    /** k6 1220 and 1201: the peer reset the connection, or it broke while writing. */
    RESET,
    /** Any other failure without an HTTP answer (DNS, TLS, other TCP errors). */
    NETWORK_OTHER,
    HTTP_4XX,
    HTTP_5XX,
    /**
     * A 3xx the request did not expect: a redirect marked unexpected, or one not followed and not expected; its
     * first message names the status and where it pointed ("HTTP 302 to /results (from GET /search)").
     */
    HTTP_3XX,
    /** Any other answer the script does not expect (1xx, or a status outside 100–599). */
    HTTP_OTHER;

    private final String id = name().toLowerCase(Locale.ROOT);

    /** The kind of a failed request: k6's error code first (a time-out has no status), else the status class. */
    public static ErrorKind of(int status, int errorCode) {
        switch (errorCode) {
            case 1050:
                return REQUEST_TIMEOUT;
            case 1211:
                return DIAL_TIMEOUT;
            case 1212:
                return REFUSED;
            case 1201, 1220:
                return RESET;
            default:
                break;
        }
        if (status == 0) {
            return NETWORK_OTHER;
        }
        if (status >= 400 && status < 500) {
            return HTTP_4XX;
        }
        if (status >= 300 && status < 400) {
            return HTTP_3XX;
        }
        return status >= 500 && status < 600 ? HTTP_5XX : HTTP_OTHER;
    }

    /** Of two first messages of a kind, the one that says more than a bare {@code HTTP 302}; else the earlier. */
    public static String moreTelling(String earlier, String later) {
        return earlier.matches("HTTP \\d+") && !later.matches("HTTP \\d+") ? later : earlier;
    }

    /** The kind's name in JSON, metrics ({@code errors_<id>}) and CSV: {@code refused}, {@code http_5xx}. */
    @JsonValue
    public String id() {
        return id;
    }

    /** The summary metric counting this kind over a trial's measured seconds. */
    public String metric() {
        return "errors_" + id;
    }

    public static ErrorKind fromId(String id) {
        for (ErrorKind kind : values()) {
            if (kind.id.equals(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown error kind: " + id);
    }
}
