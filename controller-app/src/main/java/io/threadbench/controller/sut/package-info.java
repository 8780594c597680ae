/**
 * The service under test as the controller sees it (DESIGN §3, §5): the approaches, starting one SUT JVM
 * (AOT cache, JVM options, upstream), waiting for health, pre-flight checks, and what a running SUT reports.
 */
package io.threadbench.controller.sut;
