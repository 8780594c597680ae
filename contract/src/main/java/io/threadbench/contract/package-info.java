/**
 * What the controller and the service under test must agree on: the approach ids and the input limits. Both modules
 * depend on this one, so each fact has one home.
 */
package io.threadbench.contract;
