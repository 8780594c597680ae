package io.threadbench.controller.web.live;

import io.threadbench.controller.benchmark.CapacityStepEvent;
import io.threadbench.controller.benchmark.StatusEvent;
import io.threadbench.controller.benchmark.TrialSecondEvent;
import io.threadbench.controller.json.Json;
import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.ConcurrentWebSocketSessionDecorator;
import org.springframework.web.socket.handler.ConcurrentWebSocketSessionDecorator.OverflowStrategy;
import tools.jackson.databind.json.JsonMapper;

/**
 * Sends every status and trial-second event to the browsers watching. The event is encoded once; each
 * send runs on its own virtual thread into the session's {@link ConcurrentWebSocketSessionDecorator}, so
 * the queue worker's thread never waits for a socket. A browser that stops reading fills its bounded buffer
 * or exceeds the send-time limit and is disconnected; the page then reconnects and reloads what is stored.
 */
@Component
public class LiveBroadcaster {

    static final int SEND_TIME_LIMIT_MILLIS = 5_000;
    static final int BUFFER_SIZE_LIMIT_BYTES = 512 * 1024;

    private static final Logger log = LoggerFactory.getLogger(LiveBroadcaster.class);

    private final Map<String, Subscriber> subscribers = new ConcurrentHashMap<>();
    private final ExecutorService senders = Executors.newVirtualThreadPerTaskExecutor();
    private final AtomicLong seq = new AtomicLong();
    private final JsonMapper json = Json.MAPPER;
    private final Clock clock = Clock.systemUTC();

    /**
     * A browser connection.
     *
     * @param benchmarkId the benchmark it watches, or null for status messages of every benchmark
     */
    record Subscriber(WebSocketSession session, Long benchmarkId) {

        boolean wants(LiveMessage message) {
            return benchmarkId == null ? message instanceof LiveMessage.Status : benchmarkId == message.benchmarkId();
        }
    }

    void add(WebSocketSession session, Long benchmarkId) {
        WebSocketSession guarded = new ConcurrentWebSocketSessionDecorator(
                session, SEND_TIME_LIMIT_MILLIS, BUFFER_SIZE_LIMIT_BYTES, OverflowStrategy.TERMINATE);
        subscribers.put(session.getId(), new Subscriber(guarded, benchmarkId));
    }

    void remove(WebSocketSession session) {
        subscribers.remove(session.getId());
    }

    /** Browsers connected now. */
    public int subscriberCount() {
        return subscribers.size();
    }

    @EventListener
    void onStatus(StatusEvent event) {
        broadcast(LiveMessage.Status.of(seq.incrementAndGet(), event, clock.millis()));
    }

    @EventListener
    void onCapacityStep(CapacityStepEvent event) {
        broadcast(LiveMessage.Step.of(seq.incrementAndGet(), event));
    }

    @EventListener
    void onSecond(TrialSecondEvent event) {
        broadcast(LiveMessage.Second.of(seq.incrementAndGet(), event));
    }

    private void broadcast(LiveMessage message) {
        TextMessage text = null;
        for (Subscriber subscriber : subscribers.values()) {
            if (!subscriber.wants(message)) {
                continue;
            }
            if (text == null) {
                text = new TextMessage(json.writeValueAsString(message));
            }
            TextMessage payload = text;
            senders.execute(() -> send(subscriber, payload));
        }
    }

    private void send(Subscriber subscriber, TextMessage message) {
        WebSocketSession session = subscriber.session();
        try {
            if (session.isOpen()) {
                session.sendMessage(message);
            }
        } catch (IOException | RuntimeException e) {
            // the decorator's limits (SessionLimitExceededException) or a broken connection: drop this browser only
            log.debug("live session {} dropped: {}", session.getId(), e.toString());
            subscribers.remove(session.getId());
            try {
                session.close(CloseStatus.SESSION_NOT_RELIABLE);
            } catch (IOException | RuntimeException ignored) {
                // already closed
            }
        }
    }

    @PreDestroy
    void stop() {
        senders.shutdownNow();
    }
}
