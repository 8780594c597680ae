/**
 * The HTTP layer on top of everything else: pages, the JSON API, the access guard and the live stream. It maps
 * the exceptions of {@code errors} to responses; nothing outside {@code web} imports it.
 */
package io.threadbench.controller.web;
