/**
 * Variants: the columns of a benchmark (DESIGN §3a). A variant is a target (a built-in approach of our SUT or a
 * registered service of the user's) with a JDK, JVM options, server properties and environment variables. The
 * four approaches are built-in variants under their own ids.
 */
package io.threadbench.controller.variant;
