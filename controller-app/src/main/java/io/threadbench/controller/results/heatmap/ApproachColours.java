package io.threadbench.controller.results.heatmap;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * A fixed colour per approach id, the same on every page, chart and export. Mid-tone colours so black
 * text stays readable on a fully coloured cell. Unknown ids (e.g. the labels of an A/A benchmark) get a
 * colour derived from a CRC-32 of the id: deterministic across runs and JVMs.
 */
public final class ApproachColours {

    private static final Map<String, String> FIXED = Map.of(
            "platform-tomcat", "#5b8fd0",
            "loom-tomcat", "#f28e2b",
            "loom-netty", "#59a14f",
            "webflux-netty", "#b07aa1",
            "platform-jetty", "#4e9fa6",
            "loom-jetty", "#edc948",
            "undertow-raw", "#e15759",
            "vertx", "#9c755f",
            "helidon-se", "#ff9da7");

    private ApproachColours() {}

    /** CSS hex colour {@code #rrggbb} of the approach. */
    public static String colourOf(String approachId) {
        String fixed = FIXED.get(approachId);
        if (fixed != null) {
            return fixed;
        }
        CRC32 crc = new CRC32();
        crc.update(approachId.getBytes(StandardCharsets.UTF_8));
        double hue = crc.getValue() % 360;
        return hsl(hue, 0.45, 0.62);
    }

    /**
     * The approach's colour darkened just enough for text on white to pass WCAG AA (contrast at least 4.5:1): the
     * fill colours are mid-tones, for black text on a coloured cell, and most are too light as text themselves.
     */
    public static String textColourOf(String approachId) {
        String hex = colourOf(approachId);
        int rgb = Integer.parseInt(hex.substring(1), 16);
        int r = (rgb >> 16) & 0xff;
        int g = (rgb >> 8) & 0xff;
        int b = rgb & 0xff;
        for (int percent = 100; percent > 0; percent--) {
            int dr = (r * percent + 50) / 100;
            int dg = (g * percent + 50) / 100;
            int db = (b * percent + 50) / 100;
            if (contrastOnWhite(dr, dg, db) >= 4.5) {
                return String.format("#%02x%02x%02x", dr, dg, db);
            }
        }
        return "#000000";
    }

    /** WCAG contrast ratio of a colour against white. */
    static double contrastOnWhite(int r, int g, int b) {
        double luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
        return 1.05 / (luminance + 0.05);
    }

    /** Blends {@code hex} towards white: amount 0 is white, 1 is the colour itself. */
    public static String blendWithWhite(String hex, double amount) {
        double a = Math.max(0, Math.min(1, amount));
        int rgb = Integer.parseInt(hex.substring(1), 16);
        int r = (int) Math.round(255 + (((rgb >> 16) & 0xff) - 255) * a);
        int g = (int) Math.round(255 + (((rgb >> 8) & 0xff) - 255) * a);
        int b = (int) Math.round(255 + ((rgb & 0xff) - 255) * a);
        return String.format("#%02x%02x%02x", r, g, b);
    }

    /** Black or white, whichever contrasts more with the background (WCAG relative luminance). */
    public static String textColourOn(String hex) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        double luminance =
                0.2126 * linear((rgb >> 16) & 0xff) + 0.7152 * linear((rgb >> 8) & 0xff) + 0.0722 * linear(rgb & 0xff);
        return luminance > 0.179 ? "#000000" : "#ffffff";
    }

    private static double linear(int channel) {
        double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static String hsl(double hue, double saturation, double lightness) {
        double chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
        double h = hue / 60;
        double x = chroma * (1 - Math.abs(h % 2 - 1));
        double[] rgb = switch ((int) h) {
            case 0 -> new double[] {chroma, x, 0};
            case 1 -> new double[] {x, chroma, 0};
            case 2 -> new double[] {0, chroma, x};
            case 3 -> new double[] {0, x, chroma};
            case 4 -> new double[] {x, 0, chroma};
            default -> new double[] {chroma, 0, x};
        };
        double m = lightness - chroma / 2;
        return String.format(
                "#%02x%02x%02x",
                Math.round((rgb[0] + m) * 255), Math.round((rgb[1] + m) * 255), Math.round((rgb[2] + m) * 255));
    }
}
