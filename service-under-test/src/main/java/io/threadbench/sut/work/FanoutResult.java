package io.threadbench.sut.work;

import java.util.List;

/** What {@code /fanout} answers: one epoch-millis value per parallel upstream call, in call order. */
public record FanoutResult(int calls, List<Long> epochMillis) {}
