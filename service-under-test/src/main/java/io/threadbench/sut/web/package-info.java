/**
 * The HTTP endpoints of DESIGN §3 as thin adapters over the shared catalogue, work and upstream code: one
 * blocking controller (Tomcat, and WebFlux on virtual threads for {@code loom-netty}), one reactive controller
 * ({@code webflux-netty}), the shared input rules and the error answers.
 */
package io.threadbench.sut.web;
