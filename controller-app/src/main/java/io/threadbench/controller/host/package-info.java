/**
 * What the host allows a trial (local ports, open files, accept backlog), read from {@code /proc}, and the
 * check of a scenario's needs against it before the trial starts.
 */
package io.threadbench.controller.host;
