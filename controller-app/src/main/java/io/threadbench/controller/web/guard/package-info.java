/**
 * The access guard in front of every HTTP request (pages, API, WebSocket handshake): an access token when
 * the controller listens beyond loopback, refusal of cross-origin state changes (CSRF) and of foreign
 * {@code Host} names on loopback (DNS rebinding). The controller starts processes, so it defends itself.
 */
package io.threadbench.controller.web.guard;
