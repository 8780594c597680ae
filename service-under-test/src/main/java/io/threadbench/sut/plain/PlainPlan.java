package io.threadbench.sut.plain;

import java.util.Map;
import java.util.function.Supplier;

/**
 * What a request asks for, read and checked, before any waiting: each server carries a plan out its own way
 * (a sleeping thread, or a timer and an asynchronous client on an event loop).
 */
sealed interface PlainPlan {

    /** Answer here after {@code waitMillis}; the body is made after the wait (so epoch millis are fresh). */
    record Local(long waitMillis, Supplier<Object> body) implements PlainPlan {}

    /** Pass the request upstream ({@code path} with {@code query}) and relay its answer. */
    record Forward(String path, Map<String, Object> query) implements PlainPlan {}

    /** {@code calls} parallel upstream calls of {@code /epoch-millis} with {@code query}. */
    record FanOut(int calls, Map<String, Object> query) implements PlainPlan {}
}
