/**
 * What the controller and the service under test must agree on: the approach ids, the input limits, and the free
 * loopback ports their processes are handed ({@link io.threadbench.contract.FreePort}, claimed in one file so that the
 * controller's children and the SUT module's test SUTs never get one port). Both modules depend on this one, so each
 * fact has one home.
 */
package io.threadbench.contract;
