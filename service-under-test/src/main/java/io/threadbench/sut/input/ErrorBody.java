package io.threadbench.sut.input;

import com.fasterxml.jackson.annotation.JsonInclude;

/** The JSON body of every error answer; {@code field} names the request parameter at fault, when one is. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ErrorBody(int status, String error, String message, String field) {}
