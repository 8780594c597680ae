/**
 * The real PostgreSQL behind a scenario's {@code database: postgres} (DESIGN §4): its binaries (shipped in a Maven
 * artifact, or the machine's own), and one server per trial, started without a shell and stopped with the SUT.
 */
package io.threadbench.controller.database;
