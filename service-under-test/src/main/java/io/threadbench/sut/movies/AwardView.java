package io.threadbench.sut.movies;

/** An award as sent and received. */
public record AwardView(String name, String category, Integer year) {}
