package io.threadbench.sut.pinning;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Sleeps inside a Java callback that native code calls: C's {@code qsort} sorts two longs through the FFM API
 * with a comparator upcall, and the comparator sleeps for the larger of them. The native {@code qsort} frame
 * below the callback keeps a virtual thread on its carrier (still so on JDK 25). Needs JDK 22 (FFM final), so
 * it is compiled apart ({@code src/jdk22/java}) and loaded by name by {@link PinningWorkload}.
 */
final class NativeCallbackWait implements PinnedWait {

    private static final ValueLayout.OfLong ELEMENT = ValueLayout.JAVA_LONG;

    private final MethodHandle qsort;
    private final MemorySegment comparator;

    NativeCallbackWait() {
        Linker linker = Linker.nativeLinker();
        MemorySegment qsortAddress = linker.defaultLookup()
                .find("qsort")
                .orElseThrow(() -> new IllegalStateException("the C library has no qsort"));
        qsort = linker.downcallHandle(
                qsortAddress,
                FunctionDescriptor.ofVoid(
                        ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG, ValueLayout.ADDRESS));
        // one stub for the life of the service: the wait travels in the sorted values, not in the stub
        comparator = linker.upcallStub(
                compareHandle(),
                FunctionDescriptor.of(
                        ValueLayout.JAVA_INT,
                        ValueLayout.ADDRESS.withTargetLayout(ELEMENT),
                        ValueLayout.ADDRESS.withTargetLayout(ELEMENT)),
                Arena.global());
    }

    @Override
    public void waitMillis(long millis) {
        // two elements: every qsort compares them exactly once
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment values = arena.allocateFrom(ELEMENT, millis, 0L);
            qsort.invokeExact(values, 2L, ELEMENT.byteSize(), comparator);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("qsort failed", e);
        }
        if (Thread.currentThread().isInterrupted()) {
            throw new IllegalStateException("interrupted while waiting");
        }
    }

    /** Must not throw: an exception escaping an upcall ends the JVM. An interrupt is kept for the caller. */
    private static int compareSleeping(MemorySegment left, MemorySegment right) {
        long a = left.get(ELEMENT, 0);
        long b = right.get(ELEMENT, 0);
        try {
            Thread.sleep(Math.max(a, b));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Long.compare(a, b);
    }

    private static MethodHandle compareHandle() {
        try {
            return MethodHandles.lookup()
                    .findStatic(
                            NativeCallbackWait.class,
                            "compareSleeping",
                            MethodType.methodType(int.class, MemorySegment.class, MemorySegment.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
