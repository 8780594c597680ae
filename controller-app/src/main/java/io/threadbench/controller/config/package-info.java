/**
 * Where things are and how the controller is set up: {@code threadbench.*} properties, the checkout's layout
 * (SUT jar, scenarios, tools) and the SQLite data source. Every other package may read it; it reads none.
 */
package io.threadbench.controller.config;
