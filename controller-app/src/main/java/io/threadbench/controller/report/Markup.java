package io.threadbench.controller.report;

import io.threadbench.controller.results.heatmap.XmlText;

/**
 * A small XML builder for the report's XHTML and its SVG charts: every text and attribute value is escaped with
 * {@link XmlText}, so names, notes and errors from the database can never become markup.
 */
final class Markup {

    private final StringBuilder out;

    Markup(int capacity) {
        out = new StringBuilder(capacity);
    }

    /** {@code <element a="v" ...>}; attributes come as name, value pairs, a null value leaves the attribute out. */
    Markup open(String element, String... attributes) {
        out.append('<').append(element);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            if (attributes[i + 1] != null) {
                out.append(' ').append(attributes[i]).append("=\"").append(XmlText.escape(attributes[i + 1])).append('"');
            }
        }
        out.append('>');
        return this;
    }

    /** {@code <element .../>} */
    Markup empty(String element, String... attributes) {
        open(element, attributes);
        out.setCharAt(out.length() - 1, '/');
        out.append('>');
        return this;
    }

    Markup close(String element) {
        out.append("</").append(element).append('>');
        return this;
    }

    Markup text(String content) {
        out.append(XmlText.escape(content == null ? "" : content));
        return this;
    }

    /** {@code <element ...>text</element>} */
    Markup element(String element, String content, String... attributes) {
        return open(element, attributes).text(content).close(element);
    }

    /** Markup made by a trusted writer (the heatmap renderer, a chart); never for data. */
    Markup trusted(String markup) {
        out.append(markup);
        return this;
    }

    Markup newline() {
        out.append('\n');
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
