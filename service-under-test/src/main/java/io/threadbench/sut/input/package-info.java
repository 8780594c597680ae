/**
 * What a request may ask for and what a bad one gets back: the input limits (the shared contract's), the
 * {@link io.threadbench.sut.input.BadInputException} and the JSON error body, used by the Spring endpoints and the
 * plain servers alike.
 */
package io.threadbench.sut.input;
