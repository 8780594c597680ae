/**
 * Numbers as Threadbench writes them in words ({@link io.threadbench.controller.text.Decimals}): the one owner of
 * how a limit, a margin or a setting reads in an error message, a rule or a help line. It imports nothing of the
 * controller, so every package may use it.
 */
package io.threadbench.controller.text;
