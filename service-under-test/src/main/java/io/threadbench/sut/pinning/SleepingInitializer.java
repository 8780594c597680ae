package io.threadbench.sut.pinning;

import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;

/**
 * Only a template: {@link ClassInitializerWait} defines a hidden class from these bytes for every wait, with the
 * milliseconds as its class data, and the JVM runs this initializer on the waiting thread. Never initialized under its
 * own name.
 */
final class SleepingInitializer {

    static {
        Pause.sleep(millisFromClassData());
    }

    private SleepingInitializer() {}

    private static long millisFromClassData() {
        try {
            Long millis = MethodHandles.classData(MethodHandles.lookup(), ConstantDescs.DEFAULT_NAME, Long.class);
            return millis == null ? 0 : millis;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("no class data for the sleeping initializer", e);
        }
    }
}
