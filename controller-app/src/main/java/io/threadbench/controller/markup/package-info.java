/** Text for people: escaped XML building (the heatmap's SVG, the HTML report) and the formats of times and sizes. */
package io.threadbench.controller.markup;
