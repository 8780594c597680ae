package io.threadbench.controller.web.live;

import java.net.URI;
import org.springframework.stereotype.Component;
import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.TextWebSocketHandler;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The {@code /ws/live} endpoint. {@code ?benchmark=ID} follows everything of one benchmark; without it a
 * browser gets the status messages of all benchmarks (the home page). Browsers only listen; what they send
 * is ignored.
 */
@Component
class LiveSocketHandler extends TextWebSocketHandler {

    private final LiveBroadcaster broadcaster;

    LiveSocketHandler(LiveBroadcaster broadcaster) {
        this.broadcaster = broadcaster;
    }

    @Override
    public void afterConnectionEstablished(WebSocketSession session) throws Exception {
        String benchmark = benchmarkParameter(session.getUri());
        if (benchmark == null) {
            broadcaster.add(session, null);
            return;
        }
        try {
            broadcaster.add(session, Long.parseLong(benchmark));
        } catch (NumberFormatException e) {
            session.close(
                    CloseStatus.BAD_DATA.withReason("benchmark must be a number, got '" + abbreviate(benchmark) + "'"));
        }
    }

    @Override
    public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
        broadcaster.remove(session);
    }

    @Override
    public void handleTransportError(WebSocketSession session, Throwable exception) {
        broadcaster.remove(session);
    }

    private static String benchmarkParameter(URI uri) {
        if (uri == null) {
            return null;
        }
        String value =
                UriComponentsBuilder.fromUri(uri).build().getQueryParams().getFirst("benchmark");
        return value == null || value.isBlank() ? null : value;
    }

    /** Close reasons are limited to 123 bytes. */
    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }
}
