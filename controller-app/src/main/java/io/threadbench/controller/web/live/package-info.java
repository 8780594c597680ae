/**
 * The live stream: one raw WebSocket endpoint ({@code /ws/live}) that forwards the queue worker's
 * {@code StatusEvent}s and {@code TrialSecondEvent}s to browsers as JSON, one message per event. The
 * message format is documented in DESIGN §9 and shared with the stored-series endpoint of the pages.
 */
package io.threadbench.controller.web.live;
