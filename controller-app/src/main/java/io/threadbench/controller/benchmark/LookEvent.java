package io.threadbench.controller.benchmark;

/** A benchmark run until decided looked at one of its scenarios (published for the live page and the CLI). */
public record LookEvent(long benchmarkId, RoundJudge.Look look) {}
