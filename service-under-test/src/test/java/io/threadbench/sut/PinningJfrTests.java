package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.threadbench.sut.Http.Answer;
import io.threadbench.sut.approach.ThreadKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What pins a virtual thread on the running JDK, read from a real flight recording (DESIGN §3, "What pins on which
 * JDK"): a {@code loom-tomcat} SUT records with JFR's default settings ({@code jdk.VirtualThreadPinned} above
 * 20 ms), each {@code /pinning} mode and a plain {@code /epoch-millis} wait are called a few times for 100 ms, and
 * the recording, written when the SUT stops, is read back. An event belongs to the workload class on its stack.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PinningJfrTests {

    static final String PINNED = "jdk.VirtualThreadPinned";
    static final int CALLS = 3;
    static final int DELAY_MILLIS = 100;

    static final String NATIVE_WAIT = "io.threadbench.sut.pinning.NativeCallbackWait";
    static final String CLASS_INIT_WAIT = "io.threadbench.sut.pinning.ClassInitializerWait";
    static final String MONITOR_WAIT = "io.threadbench.sut.pinning.MonitorWait";
    static final String PLAIN_WAIT = "io.threadbench.sut.web.BlockingEndpoints";

    static final int JDK = Runtime.version().feature();

    private final Http http = new Http();
    private List<RecordedEvent> pinned;

    @BeforeAll
    void recordEveryWaitOnLoomTomcat() throws IOException {
        Path recording = Path.of("target", "jfr", "pinning.jfr").toAbsolutePath();
        Files.createDirectories(recording.getParent());
        Files.deleteIfExists(recording);
        List<String> jvmOptions = new ArrayList<>(SutProcess.TEST_JVM_OPTIONS);
        jvmOptions.add("-XX:StartFlightRecording=settings=default,dumponexit=true,filename=" + recording);

        try (SutProcess sut =
                SutProcess.launch(SutProcess.jar(), jvmOptions, Path.of("target", "sut-logs"), "loom-tomcat")) {
            sut.awaitHealthy();
            for (String path : waits()) {
                assertThat(http.get(sut.uri(path + "0")).status()).isEqualTo(200); // loads the classes first
                for (int i = 0; i < CALLS; i++) {
                    Answer answer = http.get(sut.uri(path + DELAY_MILLIS));
                    assertThat(answer.status()).as(answer.body()).isEqualTo(200);
                    assertThat(answer.header(ThreadKind.HEADER)).isEqualTo("virtual");
                }
            }
            assertThat(sut.stop()).isIn(0, 143);
        }
        pinned = RecordingFile.readAllEvents(recording).stream()
                .filter(e -> e.getEventType().getName().equals(PINNED))
                .toList();
    }

    @Test
    void nativeModePinsItsVirtualThreadOnEveryCall() {
        assumeTrue(JDK >= 22, "native needs the FFM API (JDK 22+)");

        assertThat(pinnedWith(NATIVE_WAIT)).hasSize(CALLS).allSatisfy(PinningJfrTests::assertOnVirtualThread);
    }

    @Test
    void classInitModePinsItsVirtualThreadOnEveryCall() {
        assertThat(pinnedWith(CLASS_INIT_WAIT)).hasSize(CALLS).allSatisfy(PinningJfrTests::assertOnVirtualThread);
    }

    @Test
    void synchronizedModeNoLongerPinsFromJdk24On() {
        assumeTrue(JDK >= 24, "JEP 491 came with JDK 24");

        assertThat(pinnedWith(MONITOR_WAIT)).isEmpty();
    }

    @Test
    void synchronizedModePinsBeforeJdk24() {
        assumeTrue(JDK < 24, "JEP 491 came with JDK 24");

        assertThat(pinnedWith(MONITOR_WAIT)).hasSize(CALLS).allSatisfy(PinningJfrTests::assertOnVirtualThread);
    }

    @Test
    void aPlainSleepDoesNotPin() {
        assertThat(pinnedWith(PLAIN_WAIT)).isEmpty();
    }

    /** Catches what the class names above would miss, e.g. after a rename: our code pins only where meant to. */
    @Test
    void ourCodePinsOnlyInTheModesMeantToPin() {
        List<String> meantToPin =
                JDK >= 24 ? List.of(NATIVE_WAIT, CLASS_INIT_WAIT) : List.of(NATIVE_WAIT, CLASS_INIT_WAIT, MONITOR_WAIT);

        assertThat(pinned.stream().filter(e -> hasFrameStartingWith(e, "io.threadbench.")))
                .isNotEmpty()
                .allSatisfy(e -> assertThat(meantToPin).anyMatch(c -> hasFrameStartingWith(e, c)));
    }

    /** Each wait's path with a query ending in {@code delayMillis=}. */
    private static List<String> waits() {
        List<String> waits = new ArrayList<>();
        if (JDK >= 22) {
            waits.add("/pinning?mode=native&delayMillis=");
        }
        waits.addAll(List.of(
                "/pinning?mode=class-init&delayMillis=",
                "/pinning?mode=synchronized&delayMillis=",
                "/epoch-millis?delayMillis="));
        return waits;
    }

    private List<RecordedEvent> pinnedWith(String className) {
        return pinned.stream().filter(e -> hasFrameStartingWith(e, className)).toList();
    }

    private static boolean hasFrameStartingWith(RecordedEvent event, String className) {
        RecordedStackTrace stack = event.getStackTrace();
        return stack != null
                && stack.getFrames().stream()
                        .anyMatch(f -> f.getMethod().getType().getName().startsWith(className));
    }

    private static void assertOnVirtualThread(RecordedEvent event) {
        assertThat(event.getThread().isVirtual()).as(event.toString()).isTrue();
    }
}
