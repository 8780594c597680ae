package io.threadbench.sut.pinning;

/** What {@code /pinning} answers: the mode and how long the last hop waited in it. */
public record PinningResult(String mode, int delayMillis) {}
