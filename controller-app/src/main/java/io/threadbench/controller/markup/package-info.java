/** Escaped XML text building shared by the heatmap's SVG and the HTML report. */
package io.threadbench.controller.markup;
