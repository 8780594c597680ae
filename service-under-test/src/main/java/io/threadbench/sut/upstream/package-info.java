/**
 * Calls from the SUT to its upstream (itself by default): a pooled blocking client for the blocking
 * approaches, a non-blocking one for {@code webflux-netty}, and the base URL they share.
 */
package io.threadbench.sut.upstream;
