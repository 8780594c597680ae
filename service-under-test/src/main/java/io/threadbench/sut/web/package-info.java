/**
 * The HTTP endpoints of DESIGN §3 as thin adapters over the shared catalogue, work and upstream code: one
 * blocking controller (Tomcat, and WebFlux on virtual threads for {@code loom-netty}), one reactive controller
 * ({@code webflux-netty}), the {@code /pinning} endpoints, the error answers and the optional extra delay before
 * every answer.
 */
package io.threadbench.sut.web;
