/**
 * The {@code /pinning} workload (DESIGN §3, "What pins on which JDK"): a wait of {@code delayMillis} during which a
 * virtual thread cannot leave its carrier, made three ways: inside a native callback, inside a class initializer,
 * and inside a {@code synchronized} block (which no longer pins from JDK 24 on, JEP 491).
 */
package io.threadbench.sut.pinning;
