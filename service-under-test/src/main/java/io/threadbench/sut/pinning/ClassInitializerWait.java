package io.threadbench.sut.pinning;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;

/**
 * Sleeps inside a static initializer: the JVM calls {@code <clinit>} from a VM frame, which a virtual thread cannot
 * unmount (still so on JDK 25). A class is initialized only once, so every wait defines a fresh hidden class from
 * {@link SleepingInitializer}'s bytes (about 20 µs and a little metaspace, given back when the class is unloaded).
 */
final class ClassInitializerWait implements PinnedWait {

    private final MethodHandles.Lookup lookup = MethodHandles.lookup();
    private final byte[] template = templateBytes();

    @Override
    public void waitMillis(long millis) {
        try {
            lookup.defineHiddenClassWithClassData(template, millis, true);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot define the sleeping initializer", e);
        } catch (ExceptionInInitializerError e) {
            throw new IllegalStateException("the sleeping initializer failed", e.getCause());
        }
    }

    private static byte[] templateBytes() {
        String name = SleepingInitializer.class.getSimpleName() + ".class";
        try (InputStream in = ClassInitializerWait.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
