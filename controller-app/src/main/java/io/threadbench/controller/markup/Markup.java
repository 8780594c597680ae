package io.threadbench.controller.markup;

/**
 * A small XML builder for the SVG and XHTML Threadbench writes itself (heatmaps, the HTML report and its charts):
 * every text and attribute value is escaped with {@link XmlText}, so names, notes and errors from the database can
 * never become markup.
 */
public final class Markup {

    private final StringBuilder out;

    public Markup(int capacity) {
        out = new StringBuilder(capacity);
    }

    /** {@code <element a="v" ...>}; attributes come as name, value pairs, a null value leaves the attribute out. */
    public Markup open(String element, String... attributes) {
        out.append('<').append(element);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            if (attributes[i + 1] != null) {
                out.append(' ')
                        .append(attributes[i])
                        .append("=\"")
                        .append(XmlText.escape(attributes[i + 1]))
                        .append('"');
            }
        }
        out.append('>');
        return this;
    }

    /** {@code <element .../>} */
    public Markup empty(String element, String... attributes) {
        open(element, attributes);
        out.setCharAt(out.length() - 1, '/');
        out.append('>');
        return this;
    }

    public Markup close(String element) {
        out.append("</").append(element).append('>');
        return this;
    }

    public Markup text(String content) {
        out.append(XmlText.escape(content == null ? "" : content));
        return this;
    }

    /** {@code <element ...>text</element>} */
    public Markup element(String element, String content, String... attributes) {
        return open(element, attributes).text(content).close(element);
    }

    /** Markup made by a trusted writer (the heatmap renderer, a chart); never for data. */
    public Markup trusted(String markup) {
        out.append(markup);
        return this;
    }

    /** {@code <title>tooltip</title>}: SVG's tooltip of the element it opens. */
    public Markup title(String tooltip) {
        return element("title", tooltip);
    }

    public Markup newline() {
        out.append('\n');
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
