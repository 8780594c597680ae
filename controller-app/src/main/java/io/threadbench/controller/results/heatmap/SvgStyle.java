package io.threadbench.controller.results.heatmap;

import java.util.Arrays;

/** Sizes and attribute sets the heatmap's SVG parts share. */
final class SvgStyle {

    static final String ERROR_RED = "#c00000";
    /** Rough advance of a 12 px sans-serif character, used to size label areas. */
    static final int CHAR_WIDTH = 7;

    private SvgStyle() {}

    /** Attributes that make red error text readable on any background: a white halo behind it. */
    static String[] errorStyle() {
        return new String[] {
            "fill",
            ERROR_RED,
            "stroke",
            "#ffffff",
            "stroke-width",
            "3",
            "stroke-linejoin",
            "round",
            "paint-order",
            "stroke"
        };
    }

    static String[] concat(String[] first, String... second) {
        String[] all = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }

    static String num(int value) {
        return Integer.toString(value);
    }
}
