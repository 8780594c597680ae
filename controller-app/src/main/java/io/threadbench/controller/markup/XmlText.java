package io.threadbench.controller.markup;

/** Escapes text for XML content and attribute values. */
public final class XmlText {

    private XmlText() {}

    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&apos;");
                case '\n' -> out.append("&#10;");
                case '\r' -> out.append("&#13;");
                case '\t' -> out.append("&#9;");
                // Other control characters, lone surrogates and U+FFFE/U+FFFF are not allowed in XML 1.0.
                default -> out.appendCodePoint(allowed(c) ? c : '?');
            }
        });
        return out.toString();
    }

    private static boolean allowed(int c) {
        return c >= 0x20 && !(c >= 0xD800 && c <= 0xDFFF) && c != 0xFFFE && c != 0xFFFF;
    }
}
