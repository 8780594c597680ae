package io.threadbench.sut.web;

import io.threadbench.sut.approach.ThreadKind;
import io.threadbench.sut.upstream.UpstreamReply;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

/**
 * Builds answers with the headers every endpoint sends: {@code X-Thread-Kind} (the thread that ran the
 * handler, captured by the caller when the handler started) and {@code X-Upstream-Hops} (how many upstream
 * calls stood behind the answer, so a caller can see that {@code delayCallDepth} was honoured).
 */
final class Replies {

    private Replies() {}

    static ResponseEntity<Object> local(ThreadKind kind, Object body) {
        return local(kind, 0, body);
    }

    /** An answer built here from {@code hops} upstream answers (e.g. a fan-out's). */
    static ResponseEntity<Object> local(ThreadKind kind, int hops, Object body) {
        return json(HttpStatusCode.valueOf(200), kind, hops, body);
    }

    /** Passes an upstream answer on unchanged, one hop further. */
    static ResponseEntity<Object> relayed(ThreadKind kind, UpstreamReply reply) {
        return json(HttpStatusCode.valueOf(200), kind, reply.hops() + 1, reply.body());
    }

    static ResponseEntity<Object> json(HttpStatusCode status, ThreadKind kind, int hops, Object body) {
        return ResponseEntity.status(status)
                .header(ThreadKind.HEADER, kind.headerValue())
                .header(UpstreamReply.HOPS_HEADER, Integer.toString(hops))
                .contentType(MediaType.APPLICATION_JSON)
                .body(body);
    }
}
