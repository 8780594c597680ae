package io.threadbench.sut.pinning;

import io.threadbench.sut.input.BadInputException;
import java.util.EnumMap;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * The {@code /pinning} work shared by every approach: waits {@code millis} in the way a {@link PinningMode} names.
 * The {@code native} mode needs the FFM API (JDK 22+) and a build made on JDK 22+; without them it is refused.
 */
@Component
public class PinningWorkload {

    static final int NATIVE_MIN_JDK = 22;
    private static final String NATIVE_WAIT_CLASS = PinningWorkload.class.getPackageName() + ".NativeCallbackWait";

    private final Map<PinningMode, PinnedWait> waits = new EnumMap<>(PinningMode.class);
    private final String nativeUnavailable;

    public PinningWorkload() {
        waits.put(PinningMode.CLASS_INIT, new ClassInitializerWait());
        waits.put(PinningMode.SYNCHRONIZED, new MonitorWait());
        nativeUnavailable = addNativeWait();
    }

    /** Refuses a mode this JVM or build cannot run, before any upstream call or wait. */
    public void check(PinningMode mode) {
        if (!waits.containsKey(mode)) {
            throw new BadInputException(PinningMode.PARAMETER, nativeUnavailable);
        }
    }

    /** Blocks the calling thread for {@code millis}, pinned to its carrier when it is virtual (see the mode). */
    public void waitPinned(PinningMode mode, long millis) {
        check(mode);
        waits.get(mode).waitMillis(millis);
    }

    /** Adds the FFM wait (compiled for JDK 22 apart from the rest) when JVM and build have it; else says why not. */
    private String addNativeWait() {
        int jdk = Runtime.version().feature();
        if (jdk < NATIVE_MIN_JDK) {
            return "mode native needs JDK " + NATIVE_MIN_JDK + " or newer (FFM API), this service runs on JDK " + jdk;
        }
        try {
            waits.put(PinningMode.NATIVE, (PinnedWait)
                    Class.forName(NATIVE_WAIT_CLASS).getDeclaredConstructor().newInstance());
            return null;
        } catch (ClassNotFoundException e) {
            return "mode native is missing from this build (it was made on a JDK older than " + NATIVE_MIN_JDK + ")";
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot set up the native pinning wait", e);
        }
    }
}
