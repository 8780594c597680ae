/**
 * The controller's one configured JSON codec ({@link io.threadbench.controller.json.Json}): every package reads and
 * writes JSON through it, so a change of Jackson's settings has one home.
 */
package io.threadbench.controller.json;
