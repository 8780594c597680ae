/**
 * The service under test in a Docker container (DESIGN §3a "Containers"): the engine as a command-line client,
 * images built here from the variant's JDK and jar with no registry, and the started container (its limits, its
 * cgroup, how it ended).
 */
package io.threadbench.controller.container;
