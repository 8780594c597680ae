package io.threadbench.sut.movies;

/** A person's name as sent and received. */
public record PersonView(String firstName, String lastName) {}
