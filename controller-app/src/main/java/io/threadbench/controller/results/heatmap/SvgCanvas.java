package io.threadbench.controller.results.heatmap;

import java.util.Arrays;

/** Minimal SVG text builder: every text and attribute value goes through {@link XmlText#escape}. */
final class SvgCanvas {

    static final String ERROR_RED = "#c00000";
    /** Rough advance of a 12 px sans-serif character, used to size label areas. */
    static final int CHAR_WIDTH = 7;

    private final StringBuilder out = new StringBuilder(16_384);

    SvgCanvas open(String element, String... attributes) {
        out.append('<').append(element);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            out.append(' ').append(attributes[i]).append("=\"").append(XmlText.escape(attributes[i + 1])).append('"');
        }
        out.append('>');
        return this;
    }

    SvgCanvas empty(String element, String... attributes) {
        open(element, attributes);
        out.setCharAt(out.length() - 1, '/');
        out.append('>');
        return this;
    }

    SvgCanvas close(String element) {
        out.append("</").append(element).append('>');
        return this;
    }

    SvgCanvas text(String content) {
        out.append(XmlText.escape(content));
        return this;
    }

    SvgCanvas title(String tooltip) {
        return open("title").text(tooltip).close("title");
    }

    SvgCanvas newline() {
        out.append('\n');
        return this;
    }

    /** Attributes that make red error text readable on any background: a white halo behind it. */
    static String[] errorStyle() {
        return new String[] {"fill", ERROR_RED, "stroke", "#ffffff", "stroke-width", "3",
            "stroke-linejoin", "round", "paint-order", "stroke"};
    }

    static String[] concat(String[] first, String... second) {
        String[] all = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }

    static String num(int value) {
        return Integer.toString(value);
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
