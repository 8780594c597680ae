/**
 * Child processes in general: starting and stopping them without a shell, their process trees, recording their
 * PIDs so that orphans of a crashed controller are killed, log tails, free ports and start-up timelines.
 */
package io.threadbench.controller.process;
