/**
 * The service under test as the controller sees it (DESIGN §3, §5): what it is started with (LaunchSpec, one for
 * the launcher, the settings check and the fingerprint), starting one SUT JVM (AOT cache, upstream), waiting for
 * health, pre-flight checks, and what a running SUT reports.
 */
package io.threadbench.controller.sut;
