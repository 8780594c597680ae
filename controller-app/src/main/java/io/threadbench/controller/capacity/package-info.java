/**
 * The capacity search (issue 12): steps of offered arrival rate judged against an SLO, stopped after two misses
 * in a row or at the maximum, narrowed by bisection; what each step measured, and the stored result.
 */
package io.threadbench.controller.capacity;
