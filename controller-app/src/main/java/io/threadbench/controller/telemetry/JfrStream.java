package io.threadbench.controller.telemetry;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.management.MBeanServerConnection;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.management.jfr.RemoteRecordingStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Streams the SUT's flight recorder over the JMX connection the telemetry already holds (nothing added to the
 * SUT's command line): every pinned virtual thread (no threshold, with its stack), every virtual thread the
 * scheduler could not take, and every garbage collection with its pauses. The SUT records only these events,
 * plus its own flushes, whose timestamps tell how far the stream has delivered.
 */
final class JfrStream implements AutoCloseable {

    static final String PINNED = "jdk.VirtualThreadPinned";
    static final String SUBMIT_FAILED = "jdk.VirtualThreadSubmitFailed";
    static final String GARBAGE_COLLECTION = "jdk.GarbageCollection";
    static final String FLUSH = "jdk.Flush";

    /** Frames kept per pinned stack, below the JDK's own sleeping and parking frames. */
    static final int FRAMES = 5;

    private static final Logger log = LoggerFactory.getLogger(JfrStream.class);

    private final RemoteRecordingStream stream;
    private final JfrSeconds seconds;

    private JfrStream(RemoteRecordingStream stream, JfrSeconds seconds) {
        this.stream = stream;
        this.seconds = seconds;
    }

    /** Starts the recording in the SUT and streams it on the stream's own threads. */
    static JfrStream start(MBeanServerConnection connection, String jvmName) throws IOException {
        RemoteRecordingStream stream = new RemoteRecordingStream(connection);
        try {
            JfrSeconds seconds = new JfrSeconds(System.currentTimeMillis());
            stream.enable(PINNED).withoutThreshold().withStackTrace();
            stream.enable(SUBMIT_FAILED).withStackTrace();
            stream.enable(GARBAGE_COLLECTION).withoutThreshold();
            stream.enable(FLUSH);
            // Downloaded chunks are only needed until read: keep the local copy small.
            stream.setMaxAge(Duration.ofSeconds(30));
            stream.onEvent(
                    PINNED,
                    event -> seconds.pinned(
                            endMillis(event),
                            event.getDuration().toNanos(),
                            reason(event),
                            frames(event.getStackTrace())));
            stream.onEvent(SUBMIT_FAILED, event -> seconds.submitFailed(endMillis(event)));
            stream.onEvent(
                    GARBAGE_COLLECTION,
                    event -> seconds.gcPause(
                            endMillis(event),
                            event.getDuration("sumOfPauses").toNanos(),
                            event.getDuration("longestPause").toNanos()));
            stream.onEvent(FLUSH, event -> seconds.covered(event.getStartTime().toEpochMilli()));
            stream.onError(e -> log.debug("JFR stream of JVM {}: {}", jvmName, e.toString()));
            stream.startAsync();
            return new JfrStream(stream, seconds);
        } catch (RuntimeException e) {
            stream.close();
            throw e;
        }
    }

    JfrSeconds seconds() {
        return seconds;
    }

    private static long endMillis(RecordedEvent event) {
        return event.getEndTime().toEpochMilli();
    }

    /** JDK 24+ names why the thread could not unmount ("Native or VM frame on stack"); JDK 21–23 do not. */
    private static String reason(RecordedEvent event) {
        return event.hasField("pinnedReason") ? event.getString("pinnedReason") : "";
    }

    /**
     * The first frames that are not the JDK's sleeping, parking or continuation machinery, nor its method-handle
     * and foreign-call plumbing (lambda forms, upcall stubs), which say nothing about where the code pinned.
     */
    static List<String> frames(RecordedStackTrace stack) {
        List<String> frames = new ArrayList<>(FRAMES);
        if (stack == null) {
            return frames;
        }
        boolean leading = true;
        for (RecordedFrame frame : stack.getFrames()) {
            String type = frame.getMethod().getType().getName();
            if (type.startsWith("java.lang.invoke.") || type.startsWith("jdk.internal.")) {
                continue;
            }
            if (leading && (type.startsWith("java.lang.VirtualThread") || type.equals("java.lang.Thread"))) {
                continue;
            }
            leading = false;
            frames.add(type + "." + frame.getMethod().getName() + ":" + frame.getLineNumber());
            if (frames.size() == FRAMES) {
                break;
            }
        }
        return frames;
    }

    @Override
    public void close() {
        try {
            stream.close();
        } catch (RuntimeException e) {
            log.debug("closing the JFR stream: {}", e.toString());
        }
    }
}
