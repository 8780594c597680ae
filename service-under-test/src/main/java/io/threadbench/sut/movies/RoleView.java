package io.threadbench.sut.movies;

/** A character and its actor as sent and received. */
public record RoleView(String character, PersonView actor) {}
