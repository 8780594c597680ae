/**
 * The exceptions that services throw on bad input, missing things and conflicts, with their field errors.
 * Nothing here knows HTTP: {@code web.ApiErrorHandler} and the page controllers map them to responses.
 */
package io.threadbench.controller.errors;
