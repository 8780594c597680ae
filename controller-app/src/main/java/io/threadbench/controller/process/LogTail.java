package io.threadbench.controller.process;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The last lines of a log file, read from its end so that a huge log costs no more than its tail. */
public final class LogTail {

    public static final int DEFAULT_LINES = 40;
    private static final int MAX_BYTES = 16 * 1024;

    private LogTail() {}

    /** At most {@code lines} last lines (and at most 16 KB); empty when the file does not exist. */
    public static String read(Path file, int lines) {
        if (file == null || !Files.isRegularFile(file)) {
            return "";
        }
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            long length = raf.length();
            int size = (int) Math.min(length, MAX_BYTES);
            byte[] bytes = new byte[size];
            raf.seek(length - size);
            raf.readFully(bytes);
            String text = new String(bytes, StandardCharsets.UTF_8);
            List<String> all = text.lines().toList();
            if (size < length && !all.isEmpty()) {
                all = all.subList(1, all.size()); // the first line was cut in the middle
            }
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(cannot read " + file + ": " + e.getMessage() + ")";
        }
    }
}
