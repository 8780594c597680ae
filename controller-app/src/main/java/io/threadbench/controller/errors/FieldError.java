package io.threadbench.controller.errors;

/** A problem with one input field; {@code field} is a path such as {@code stages[1].target}. */
public record FieldError(String field, String message) {}
