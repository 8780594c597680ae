/**
 * What the host allows a trial (local ports, open files, accept backlog), read from {@code /proc}, and the
 * check of a scenario's needs against it before the trial starts; the machine lock that lets one Threadbench
 * measure at a time, and the quiet-machine gate that measures what other processes use.
 */
package io.threadbench.controller.host;
