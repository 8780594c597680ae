/**
 * The approaches that start no Spring context (raw Undertow, Vert.x, Helidon SE): one main per server over a shared
 * core that reads a request into a {@link io.threadbench.sut.plain.PlainPlan} and carries it out, blocking or not.
 */
package io.threadbench.sut.plain;
